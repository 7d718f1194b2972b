import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedScrollY } from './use-debounced-scroll-y.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDebouncedScrollY', () => {
  it('reads the position after rendering, not during it, then once scrolling pauses', () => {
    vi.useFakeTimers();
    let position = 700;
    const read = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => position);
    let readsInFirstRender: number | undefined;
    const { result } = renderHook(() => {
      const value = useDebouncedScrollY(50);
      readsInFirstRender ??= read.mock.calls.length;
      return value;
    });
    // Nothing was read while the first render ran; the effect read it after.
    expect(readsInFirstRender).toBe(0);
    expect(result.current).toBe(700);
    position = 20;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(49);
    });
    expect(result.current).toBe(700);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(20);
  });
});
