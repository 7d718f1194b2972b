import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_RETRY_DELAY_MS, type TStreamRequest } from '@marquee/domain';
import { useSourceSearch } from './use-source-search.ts';

const movie: TStreamRequest = { type: 'movie', title: 'M', releaseYear: 1931, tmdbId: '832', imdbId: null };
const other: TStreamRequest = { ...movie, title: 'Metropolis', tmdbId: '19' };

// Until the provider chain answers, every search fails: these prove the hook's states and retries around it.
describe('useSourceSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays idle until started when not automatic', async () => {
    const { result } = renderHook(() => useSourceSearch(movie));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(result.current.status).toBe('idle');
  });

  it('an automatic search retries before failing, SOURCE_RETRY_DELAY_MS apart', async () => {
    const { result } = renderHook(() => useSourceSearch(movie, { auto: true, retries: 3 }));
    expect(result.current.status).toBe('searching');
    await act(() => vi.advanceTimersByTimeAsync(SOURCE_RETRY_DELAY_MS * 3 - 1));
    expect(result.current.status).toBe('searching');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.status).toBe('failed');
    expect(result.current.isUserStarted).toBe(false);
    expect(result.current.streams).toEqual([]);
  });

  it("a user's search is not retried", async () => {
    const { result } = renderHook(() => useSourceSearch(movie, { retries: 4 }));
    act(() => result.current.start());
    expect(result.current.status).toBe('searching');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('failed');
    expect(result.current.isUserStarted).toBe(true);
  });

  it('a new request starts over', async () => {
    const { result, rerender } = renderHook(({ request }) => useSourceSearch(request, { auto: true }), {
      initialProps: { request: movie },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.status).toBe('failed');
    rerender({ request: other });
    expect(result.current.status).toBe('searching');
  });

  it('without a request nothing starts', async () => {
    const { result } = renderHook(() => useSourceSearch(undefined, { auto: true }));
    act(() => result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.status).toBe('idle');
  });
});
