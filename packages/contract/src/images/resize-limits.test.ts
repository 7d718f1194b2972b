import { describe, expect, it } from 'vitest';
import { fitResizeLimits, RESIZE_MAX_DIMENSION, RESIZE_MAX_PIXELS, RESIZE_OUTPUTS } from './resize-limits.ts';

describe('fitResizeLimits', () => {
  it('leaves a size within the limits as it is', () => {
    const size = { width: 2560, height: 1440 };
    expect(fitResizeLimits(size, 'webp')).toBe(size);
  });

  it('scales a longer side down to the largest dimension, keeping the shape', () => {
    expect(fitResizeLimits({ width: 3840, height: 1000 }, 'webp')).toEqual({ width: 2560, height: 666 });
    expect(fitResizeLimits({ width: 10, height: 5000 }, 'jpg')).toEqual({ width: 5, height: 2560 });
  });

  it('scales down to the pixel budget of each output (smaller for avif and gif)', () => {
    for (const output of RESIZE_OUTPUTS) {
      const { width, height } = fitResizeLimits({ width: 4096, height: 4096 }, output);
      expect(width * height).toBeLessThanOrEqual(RESIZE_MAX_PIXELS[output]);
      expect(Math.max(width, height)).toBeLessThanOrEqual(RESIZE_MAX_DIMENSION);
      expect(width).toBe(height);
    }
    expect(fitResizeLimits({ width: 4096, height: 4096 }, 'gif')).toEqual({ width: 1024, height: 1024 });
  });
});
