import { describe, expect, it } from 'vitest';
import { stepIndex, swipeStep } from './carousel-steps.ts';

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
