import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { LINK_PREFETCH_DELAY_MS } from '@marquee/domain';
import { isAtLink, PrefetchLink, PrefetchNavLink } from './prefetch-link.tsx';
import { prefetchRoute, RoutePrefetchContext, type TRoutePrefetchHandle } from './route-prefetch.ts';

function renderLink(handle: TRoutePrefetchHandle, to = '/movies', queryClient = new QueryClient()) {
  const routes: RouteObject[] = [
    { path: '/', element: <PrefetchLink to={to}>Movies</PrefetchLink> },
    { path: '/movies/:movieId?', handle, element: <p>Movies page</p> },
  ];
  render(
    <RoutePrefetchContext value={{ routes, queryClient }}>
      <RouterProvider router={createMemoryRouter(routes)} />
    </RoutePrefetchContext>,
  );
  return screen.getByRole('link', { name: 'Movies' });
}

const url = (path: string) => new URL(path, 'http://localhost');

describe('link prefetch on intent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('preloads the route module after 100 ms of hover', () => {
    const preload = vi.fn(() => Promise.resolve());
    const link = renderLink({ preload });
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

  it("prefetches the route's data with the link's params, query string and the app's query cache", () => {
    const prefetchData = vi.fn();
    const queryClient = new QueryClient();
    const link = renderLink({ prefetchData }, '/movies/550-fight-club?tab=cast', queryClient);
    fireEvent.mouseEnter(link);
    act(() => {
      vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS);
    });
    expect(prefetchData).toHaveBeenCalledTimes(1);
    const [target, client] = prefetchData.mock.calls[0] as [{ params: object; url: URL }, QueryClient];
    expect(target.params).toEqual({ movieId: '550-fight-club' });
    expect(target.url.pathname + target.url.search).toBe('/movies/550-fight-club?tab=cast');
    expect(client).toBe(queryClient);
  });

  it('preloads on keyboard focus too', () => {
    const preload = vi.fn(() => Promise.resolve());
    const link = renderLink({ preload });
    fireEvent.focus(link);
    act(() => {
      vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS);
    });
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the pointer leaves before the delay', () => {
    const preload = vi.fn(() => Promise.resolve());
    const prefetchData = vi.fn();
    const link = renderLink({ preload, prefetchData });
    fireEvent.mouseEnter(link);
    act(() => {
      vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS - 10);
    });
    fireEvent.mouseLeave(link);
    act(() => {
      vi.advanceTimersByTime(LINK_PREFETCH_DELAY_MS * 2);
    });
    expect(preload).not.toHaveBeenCalled();
    expect(prefetchData).not.toHaveBeenCalled();
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
    prefetchRoute(routes, url('/networks/netflix'));
    await Promise.resolve();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("prefetches the matched route's data only when given the query cache", () => {
    const prefetchData = vi.fn();
    const routes: RouteObject[] = [{ path: '/networks/:network', handle: { prefetchData } }];
    prefetchRoute(routes, url('/networks/netflix'));
    expect(prefetchData).not.toHaveBeenCalled();
    const queryClient = new QueryClient();
    prefetchRoute(routes, url('/networks/netflix?type=tv'), queryClient);
    expect(prefetchData).toHaveBeenCalledWith(
      { params: { network: 'netflix' }, url: url('/networks/netflix?type=tv') },
      queryClient,
    );
  });
});

describe('following a link', () => {
  afterEach(cleanup);

  function renderPages(link: React.ReactElement) {
    const router = createMemoryRouter(
      [
        { path: '/', element: link },
        { path: '/movies', element: link },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <RoutePrefetchContext value={{ routes: [], queryClient: new QueryClient() }}>
        <RouterProvider router={router} />
      </RoutePrefetchContext>,
    );
    return { router, link: screen.getByRole('link') };
  }

  it('is a plain anchor to the path, and a plain click goes there in the app, adding a history entry', async () => {
    const { router, link } = renderPages(
      <PrefetchLink to="/movies?sort=new" state={{ from: 'test' }}>
        Movies
      </PrefetchLink>,
    );
    expect(link.getAttribute('href')).toBe('/movies?sort=new');
    const wasNotPrevented = fireEvent.click(link);
    expect(wasNotPrevented).toBe(false);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/movies'));
    expect(router.state.location.search).toBe('?sort=new');
    expect(router.state.location.state).toEqual({ from: 'test' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('hands a view transition to the router with the click, still as a plain anchor', async () => {
    const { router, link } = renderPages(
      <PrefetchLink to="/movies" viewTransition>
        Movies
      </PrefetchLink>,
    );
    const navigate = vi.spyOn(router, 'navigate');
    expect(link.getAttribute('href')).toBe('/movies');
    expect(fireEvent.click(link)).toBe(false);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/movies'));
    // The anchor's own call (React Router's Link would add its route and relative-path options).
    expect(navigate).toHaveBeenCalledWith('/movies', {
      replace: false,
      state: undefined,
      preventScrollReset: undefined,
      viewTransition: true,
    });
  });

  it('replaces the entry when it leads to the address shown', async () => {
    const { router, link } = renderPages(<PrefetchLink to="/">Home</PrefetchLink>);
    fireEvent.click(link);
    await vi.waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['a click with Ctrl', { ctrlKey: true }],
    ['a click with Cmd', { metaKey: true }],
    ['a click with Shift', { shiftKey: true }],
    ['a click with Alt', { altKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    const { router, link } = renderPages(<PrefetchLink to="/movies">Movies</PrefetchLink>);
    expect(fireEvent.click(link, init)).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves a link to another tab to the browser', () => {
    const { router, link } = renderPages(
      <PrefetchLink to="/movies" target="_blank">
        Movies
      </PrefetchLink>,
    );
    expect(fireEvent.click(link)).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it("runs the link's own click handler first, which may keep the app where it is", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const { router, link } = renderPages(
      <PrefetchLink to="/movies" onClick={onClick}>
        Movies
      </PrefetchLink>,
    );
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows a link to a query on the page shown as the router resolves it', async () => {
    const { router, link } = renderPages(<PrefetchLink to="?page=2">Next</PrefetchLink>);
    expect(link.getAttribute('href')).toBe('/?page=2');
    fireEvent.click(link);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });
});

describe('isAtLink', () => {
  it.each([
    ['/movies', '/movies', false, true],
    ['/movies/550-fight-club', '/movies', false, true],
    ['/movies/550-fight-club', '/movies', true, false],
    ['/moviesx', '/movies', false, false],
    ['/MOVIES', '/movies', false, true],
    ['/series', '/', false, false],
    ['/', '/', true, true],
    ['/movies/550', '/movies/', false, true],
  ])('%s is at a link to %s (end: %s): %s', (pathname, to, end, expected) => {
    expect(isAtLink(pathname, to, end, false)).toBe(expected);
  });

  it('tells letter case apart when asked to', () => {
    expect(isAtLink('/MOVIES', '/movies', false, true)).toBe(false);
  });
});

describe('a link that marks the current page', () => {
  afterEach(cleanup);

  function renderNav(initial: string, loader?: () => Promise<unknown>) {
    const nav = (
      <nav>
        <PrefetchNavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </PrefetchNavLink>
        <PrefetchNavLink
          to="/movies"
          className={({ isActive, isPending }) =>
            [isActive ? 'on' : 'off', isPending ? 'pending' : ''].join(' ')
          }
        >
          Movies
        </PrefetchNavLink>
      </nav>
    );
    const router = createMemoryRouter(
      [
        { path: '/', element: nav },
        { path: '/movies/:movieId?', element: nav, ...(loader ? { loader } : {}) },
      ],
      { initialEntries: [initial] },
    );
    render(
      <RoutePrefetchContext value={{ routes: [], queryClient: new QueryClient() }}>
        <RouterProvider router={router} />
      </RoutePrefetchContext>,
    );
    return router;
  }

  it('marks the link of the page shown, and of the section a page is in', () => {
    renderNav('/movies/550-fight-club');
    const home = screen.getByRole('link', { name: 'Home' });
    const movies = screen.getByRole('link', { name: 'Movies' });
    expect(movies.getAttribute('aria-current')).toBe('page');
    expect(movies.className.split(' ')).toContain('on');
    expect(home.hasAttribute('aria-current')).toBe(false);
    expect(home.className).toBe('off');
    expect(home.getAttribute('href')).toBe('/');
  });

  it('moves the mark when a click goes to another page, and says where the app is going meanwhile', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const router = renderNav('/', () => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('link', { name: 'Movies' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Movies' }).className.split(' ')).toContain('pending'),
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    answer(null);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/movies'));
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Movies' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(screen.getByRole('link', { name: 'Movies' }).className.split(' ')).not.toContain('pending');
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });
});
