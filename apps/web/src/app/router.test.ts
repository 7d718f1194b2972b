import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { WEB_PATH_PATTERNS } from '@marquee/contract/routes';
import { movieDetailsQuery } from '../features/catalogue/queries.ts';
import type { TRoutePrefetchHandle } from '../lib/route-prefetch.ts';
import { queryClient } from './query-client.ts';
import { routes } from './router.tsx';

async function settle(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    else {
      const stop = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
    }
  });
  return router;
}

describe('route table', () => {
  it("redirects the menu's short network links to the network page", async () => {
    expect((await settle('/network/netflix/')).state.location.pathname).toBe('/networks/netflix');
    expect((await settle('/network/hbo')).state.location.pathname).toBe('/networks/hbo');
  });

  it('redirects /terms to /tos', async () => {
    expect((await settle('/terms')).state.location.pathname).toBe('/tos');
  });

  it('sends any other path to the Not-found page inside the shell', async () => {
    const router = await settle('/no/such/page');
    expect(router.state.errors).toBeNull();
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
  });

  it('shows a page at exactly the paths the server answers 200 for (any other is a 404)', () => {
    const pages: RouteObject[] = routes[0]?.children?.[0]?.children ?? [];
    const patterns = pages
      .filter((route) => route.path !== '*')
      .map((route) => (route.index ? '/' : `/${route.path ?? ''}`));
    expect(patterns.toSorted()).toEqual(WEB_PATH_PATTERNS.toSorted());
  });

  it('gives every code-split page a preload for link prefetch', () => {
    const pages = routes[0]?.children?.[0]?.children ?? [];
    for (const route of pages.filter((r) => r.lazy)) {
      expect(typeof (route.handle as { preload?: unknown } | undefined)?.preload).toBe('function');
    }
  });
});

describe('route loaders', () => {
  it('start the data of a title page without waiting for it, with the queries the page uses', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    try {
      const router = await settle('/movies/550-fight-club');
      expect(router.state.navigation.state).toBe('idle');
      const [url] = fetchMock.mock.calls[0] as unknown as [string];
      expect(url).toMatch(/^\/api\/tmdb\/3\/movie\/550\?append_to_response=/);
      expect(queryClient.getQueryState(movieDetailsQuery(550).queryKey)?.fetchStatus).toBe('fetching');
    } finally {
      queryClient.clear();
      vi.unstubAllGlobals();
    }
  });

  it('give every page with a data prefetch a loader that runs it', () => {
    const pages = routes[0]?.children?.[0]?.children ?? [];
    const withData = pages.filter((r) => (r.handle as TRoutePrefetchHandle | undefined)?.prefetchData);
    expect(withData.map((r) => r.path ?? '/')).toEqual(
      expect.arrayContaining(['/', 'movies', 'series', 'movies/:movieId', 'series/:seriesId', 'search']),
    );
    for (const route of withData) expect(typeof route.loader).toBe('function');
  });
});
