import { describe, expect, it } from 'vitest';
import { boxesOverlap, scrollToClear } from './keep-focus-clear.ts';

const box = (left: number, top: number, width: number, height: number) =>
  new DOMRectReadOnly(left, top, width, height);

describe('boxesOverlap', () => {
  it('is true only when the boxes share area', () => {
    expect(boxesOverlap(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true);
    expect(boxesOverlap(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(false);
    expect(boxesOverlap(box(0, 0, 10, 10), box(0, 20, 10, 10))).toBe(false);
    expect(boxesOverlap(box(0, 0, 100, 100), box(40, 40, 5, 5))).toBe(true);
  });
});

describe('scrollToClear', () => {
  it('scrolls down past a cover at the bottom, up past one at the top, not at all when clear', () => {
    const floating = box(1200, 720, 48, 48);
    expect(scrollToClear(box(1100, 700, 150, 40), floating, 800)).toBe(740 - 720 + 8);
    const header = box(0, 0, 1280, 64);
    expect(scrollToClear(box(10, 40, 100, 40), header, 800)).toBe(40 - 64 - 8);
    expect(scrollToClear(box(10, 100, 100, 40), header, 800)).toBe(0);
  });
});
