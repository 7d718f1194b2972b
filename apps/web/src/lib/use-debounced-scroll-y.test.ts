import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedScrollY } from './use-debounced-scroll-y.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useDebouncedScrollY', () => {
  it('reads the position once a frame is drawn after mounting, not before, then once scrolling pauses', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    let position = 700;
    const read = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => position);
    let readsInFirstRender: number | undefined;
    const { result } = renderHook(() => {
      const value = useDebouncedScrollY(50);
      readsInFirstRender ??= read.mock.calls.length;
      return value;
    });
    // Nothing was read while the first render ran, nor by its effect before a frame was drawn.
    expect(readsInFirstRender).toBe(0);
    expect(read).not.toHaveBeenCalled();
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(100);
    });
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

  it('reads nothing once unmounted before the frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const read = vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => 300);
    const { unmount } = renderHook(() => useDebouncedScrollY(50));
    unmount();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(read).not.toHaveBeenCalled();
  });
});
