import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { LINK_PREFETCH_DELAY_MS } from '@marquee/domain';
import { PrefetchLink } from './prefetch-link.tsx';
import { prefetchRoute, RouteTableContext } from './route-prefetch.ts';

function renderLink(preload: () => Promise<unknown>) {
  const routes: RouteObject[] = [
    { path: '/', element: <PrefetchLink to="/movies">Movies</PrefetchLink> },
    { path: '/movies', handle: { preload }, element: <p>Movies page</p> },
  ];
  render(
    <RouteTableContext value={routes}>
      <RouterProvider router={createMemoryRouter(routes)} />
    </RouteTableContext>,
  );
  return screen.getByRole('link', { name: 'Movies' });
}

describe('link prefetch on intent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('preloads the route module after 100 ms of hover', () => {
    const preload = vi.fn(() => Promise.resolve());
    const link = renderLink(preload);
    fireEvent.mouseEnter(link);
    act(() => {
      vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS - 1);
    });
    expect(preload).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads on keyboard focus too', () => {
    const preload = vi.fn(() => Promise.resolve());
    const link = renderLink(preload);
    fireEvent.focus(link);
    act(() => {
      vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS);
    });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the pointer leaves before the delay', () => {
    const preload = vi.fn(() => Promise.resolve());
    const link = renderLink(preload);
    fireEvent.mouseEnter(link);
    act(() => {
      vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS - 10);
    });
    fireEvent.mouseLeave(link);
    act(() => {
      vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS * 2);
    });
    expect(preload).not.toHaveBeenCalled();
  });
});

describe('prefetchRoute', () => {
  it('preloads every matched route that has a module, and swallows a failed preload', async () => {
    const layout = vi.fn(() => Promise.resolve());
    const page = vi.fn(() => Promise.reject(new Error('offline')));
    const other = vi.fn(() => Promise.resolve());
    const routes: RouteObject[] = [
      {
        path: '/',
        handle: { preload: layout },
        children: [
          { path: 'networks/:network', handle: { preload: page } },
          { path: 'discover', handle: { preload: other } },
        ],
      },
    ];
    prefetchRoute(routes, '/networks/netflix');
    await Promise.resolve();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});
