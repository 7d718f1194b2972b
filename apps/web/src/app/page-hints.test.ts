import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { matchPage, PAGES } from '@marquee/contract/routes';
import routerSource from './router.tsx?raw';
import { queryClient } from './query-client.ts';
import { routes } from './router.tsx';

/** A path of each page of the contract's PAGES, as a visitor would open it. */
const SAMPLE_PATHS: Record<string, string> = {
  '/': '/',
  '/movies': '/movies',
  '/series': '/series',
  '/movies/:movieId': '/movies/550-fight-club',
  '/series/:seriesId': '/series/1396-breaking-bad',
  '/search': '/search?query=star%20wars&page=2',
};

/** The URLs the app fetches when it navigates to `path` (the route loaders' prefetches). */
async function fetchedOnArrival(path: string): Promise<string[]> {
  const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
  router.dispose();
  // The prefetches call fetch once the query cache has scheduled them.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetchMock.mock.calls.map(([url]) => url);
}

// The app's own router (made when router.tsx loads, at the test page's '/') may have started the home page's
// queries already: start from an empty cache.
beforeEach(() => queryClient.clear());
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

// The server adds these hints to the page's HTML (apps/server/src/http/page-head.ts); a hint the app does not
// then fetch the very same way would be downloaded twice.
describe("the contract's pages, which the server hints", () => {
  it.each(PAGES.map((page) => [page.pattern, page] as const))(
    '%s: the app fetches exactly the URLs hinted, and the route is the one the contract names',
    async (pattern, page) => {
      const path = SAMPLE_PATHS[pattern];
      expect(path, `a sample path for ${pattern}`).toBeDefined();
      const url = new URL(path ?? '/', 'http://app.invalid');

      const match = matchPage(url.pathname);
      expect(match?.page).toBe(page);
      const leaf = matchRoutes(routes, url.pathname)?.at(-1)?.route;
      expect(leaf?.path ?? '/').toBe(pattern === '/' ? '/' : pattern.slice(1));

      // The module is the one the router loads for that route.
      expect(routerSource).toContain(`import('../${page.module.replace(/^src\//, '')}')`);

      const hinted = page.data?.({ params: match?.params ?? {}, search: url.searchParams }) ?? [];
      expect(hinted.length).toBeGreaterThan(0);
      const fetched = await fetchedOnArrival(url.pathname + url.search);
      for (const hint of hinted) expect(fetched, hint).toContain(hint);
    },
  );

  it('hints nothing for a title path whose id is not a number, nor for a search without words', () => {
    for (const path of ['/movies/not-a-number', '/search']) {
      const url = new URL(path, 'http://app.invalid');
      const match = matchPage(url.pathname);
      expect(match?.page.data?.({ params: match.params, search: url.searchParams })).toEqual([]);
    }
    expect(matchPage('/no/such/page')).toBeUndefined();
  });
});
