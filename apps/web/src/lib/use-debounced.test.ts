import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback, useDebouncedValue } from './use-debounced.ts';

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('updates 300 ms after the last change, once for a burst of changes', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 300);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: '' } },
    );
    for (const value of ['s', 'st', 'sta', 'star']) {
      rerender({ value });
      tick(100);
    }
    expect(result.current).toBe('');
    tick(199);
    expect(result.current).toBe('');
    tick(1);
    expect(result.current).toBe('star');
    expect(seen).toEqual(['', 'star']);
  });
});

describe('useDebouncedCallback', () => {
  it('calls once with the last arguments, 300 ms after the last run', () => {
    const callback = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(callback, 300));
    result.current.run('a');
    vi.advanceTimersByTime(200);
    result.current.run('ab');
    vi.advanceTimersByTime(299);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('drops a waiting call on cancel and on unmount', () => {
    const callback = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(callback, 300));
    result.current.run('a');
    result.current.cancel();
    vi.advanceTimersByTime(1000);
    result.current.run('b');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
