import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEARCH_PLACEHOLDER } from '@marquee/domain';
import { useRotatingPlaceholder } from './use-rotating-placeholder.ts';

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const page = (results: object[]) =>
  new Response(JSON.stringify({ page: 1, results, total_pages: 1, total_results: results.length }), {
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useRotatingPlaceholder', () => {
  it('shows the default text until the popular movies and series load, then their titles in turn', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/movie/popular')
        ? page([
            { id: 1, title: 'Dune' },
            { id: 2, title: 'Alien' },
          ])
        : page([{ id: 3, name: 'Severance' }]),
    );
    const { result } = renderHook(() => useRotatingPlaceholder(), { wrapper });
    expect(result.current.text).toBe(DEFAULT_SEARCH_PLACEHOLDER);
    await waitFor(() => expect(result.current.text).toBe('Dune'));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/tmdb/3/movie/popular?page=1',
      '/api/tmdb/3/tv/popular?page=1',
    ]);
    tick(5300);
    expect(result.current.text).toBe('Severance');
    tick(5300);
    expect(result.current.text).toBe('Alien');
  });

  it('asks for the popular lists only once the page is idle, not with its first screen', async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => page([]));
    renderHook(() => useRotatingPlaceholder(), { wrapper });
    await act(async () => {
      await Promise.resolve();
    });
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(10);
      await Promise.resolve();
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('only logs a failed fetch and keeps the default text', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useRotatingPlaceholder(), { wrapper });
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(result.current).toEqual({ text: DEFAULT_SEARCH_PLACEHOLDER, isVisible: true });
  });
});
