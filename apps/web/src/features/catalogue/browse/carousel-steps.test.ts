import { describe, expect, it } from 'vitest';
import { backdropRequestWidth, stepIndex, swipeStep } from './carousel-steps.ts';

describe('stepIndex', () => {
  it('moves forward and back and wraps around', () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, -7, 5)).toBe(0);
    expect(stepIndex(3, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('goes to the next slide on a swipe to the left and back on a swipe to the right', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it('ignores short moves and mostly vertical ones (scrolling the page)', () => {
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});

describe('backdropRequestWidth', () => {
  it('covers a wide slot at its width', () => {
    expect(backdropRequestWidth(1248, 520)).toBe(1280);
  });

  it('covers a tall phone slot, whose cropped 16:9 image is wider than the screen', () => {
    expect(backdropRequestWidth(390, 480)).toBe(960);
  });

  it('stays within 160..1920', () => {
    expect(backdropRequestWidth(0, 0)).toBe(160);
    expect(backdropRequestWidth(4000, 900)).toBe(1920);
  });
});
