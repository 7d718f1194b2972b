import { createBrowserRouter, createPath, redirect, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { createRouteModuleLoader } from './routing/load-route-module.ts';
import { RouteErrorScreen } from '../features/errors/routes/route-error-screen.tsx';
import { paths } from '../lib/paths.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';
import type { TRouteDataPrefetch, TRoutePrefetchHandle } from '../lib/route-prefetch.ts';
import { prefetchHistoryPage } from '../features/history/queries.ts';
import { prefetchHomePage } from '../features/home/queries.ts';
import { prefetchCalendarPage } from '../features/up-next/followed.ts';
import { prefetchPublishedListPage } from '../features/published-lists/queries.ts';
import { prefetchMoviesPage } from '../features/movies/queries.ts';
import { prefetchSearchPage } from '../features/search/queries.ts';
import { prefetchSeriesPage } from '../features/series/queries.ts';
import {
  prefetchEpisodePage,
  prefetchMoviePage,
  prefetchSeriesTitlePage,
} from '../features/title/queries.ts';
import { queryClient } from './query-client.ts';

type TRouteModule = { default: React.ComponentType };

const loadRouteModule = createRouteModuleLoader({
  // While a navigation waits for its module the address bar still shows the page being left: load the target.
  reload: () => {
    const target = appRouter().state.navigation.location;
    if (target) window.location.assign(createPath(target));
    else window.location.reload();
  },
});

/** The longest the site's first page waits for its first screen's data before showing its placeholders. */
const FIRST_LOAD_DATA_WAIT_MS = 800;

/**
 * The longest it waits under a first screen the server drew (src/first-screen/): placeholders would take the
 * place of that screen, drawn from the same data, so only a stalled request gets them, with the site's bars.
 */
const SERVER_DRAWN_DATA_WAIT_MS = 10_000;

/** True until the router has shown its first page. */
let isFirstLoad = true;

/** Whether the server drew the first page's first screen into the root (src/first-screen/): read before any render. */
const isServerDrawn =
  typeof document !== 'undefined' && Boolean(document.getElementById('root')?.firstElementChild);

/**
 * A code-split route: its module loads on first visit (reloading the page once if that fails) and on link
 * intent, through `handle.preload` (a failed preload is silent; the visit reports it). Its data prefetch runs
 * in the loader, beside the module's download, and on link intent too. A navigation does not wait for the
 * data (the page shows its skeleton until it comes); the site's first page does, for a moment at most: the
 * server preloads that data with the HTML, so it is usually there with the code, and the first paint is the
 * page itself (its hero picture with it) instead of placeholders swapped for it a moment later.
 */
function page(
  load: () => Promise<TRouteModule>,
  prefetchData?: TRouteDataPrefetch,
): Pick<RouteObject, 'lazy' | 'handle' | 'loader'> {
  return {
    lazy: async () => {
      const module = await loadRouteModule(load);
      // The module has just been evaluated; the page's render that follows gets a task of its own.
      await yieldToMain();
      return { Component: module.default };
    },
    handle: { preload: load, prefetchData } satisfies TRoutePrefetchHandle,
    ...(prefetchData && {
      loader: async ({ params, request }) => {
        const firstScreen = prefetchData({ params, url: new URL(request.url) }, queryClient);
        if (firstScreen && isFirstLoad) {
          await withinMs(firstScreen, isServerDrawn ? SERVER_DRAWN_DATA_WAIT_MS : FIRST_LOAD_DATA_WAIT_MS);
        }
        return null;
      },
    }),
  };
}

/** Settles when `promise` does or `ms` later, whichever is first. */
function withinMs(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([promise.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * A data prefetch whose code loads first: for pages whose queries need more than the catalogue code every page
 * shares (genre, network and discover lists), so that code stays out of the first download.
 */
function lazyPrefetch<M>(
  load: () => Promise<M>,
  pick: (module: M) => TRouteDataPrefetch,
): TRouteDataPrefetch {
  return (target, client) => {
    load()
      .then((module) => pick(module)(target, client))
      .catch(() => undefined);
  };
}

const categoriesData = () => import('../features/categories/queries.ts');
const networksData = () => import('../features/networks/queries.ts');
const discoverData = () => import('../features/discover/queries.ts');
const donateData = () => import('../features/donations/queries.ts');
const statsData = () => import('../features/stats/queries.ts');

/** Every page of the site; any other path is the Not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Until the first page's code and data are in, nothing is drawn, as without a fallback; saying so keeps
    // React Router from warning on every load (a console message and a thrown error inside the first render).
    hydrateFallbackElement: <></>,
    // Only when the shell itself fails; a page's error shows inside the shell (below).
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, ...page(() => import('../features/home/routes/home-page.tsx'), prefetchHomePage) },
          {
            path: 'movies',
            ...page(() => import('../features/movies/routes/movies-page.tsx'), prefetchMoviesPage),
          },
          {
            path: 'series',
            ...page(() => import('../features/series/routes/series-page.tsx'), prefetchSeriesPage),
          },
          {
            path: 'movies/:movieId',
            ...page(() => import('../features/title/routes/movie-page.tsx'), prefetchMoviePage),
          },
          {
            path: 'series/:seriesId',
            ...page(() => import('../features/title/routes/series-page.tsx'), prefetchSeriesTitlePage),
          },
          {
            path: 'series/:seriesId/:season/:episode',
            ...page(() => import('../features/title/routes/episode-page.tsx'), prefetchEpisodePage),
          },
          {
            path: 'search',
            ...page(() => import('../features/search/routes/search-page.tsx'), prefetchSearchPage),
          },
          {
            path: 'categories',
            ...page(
              () => import('../features/categories/routes/categories-page.tsx'),
              lazyPrefetch(categoriesData, (m) => m.prefetchCategoriesPage),
            ),
          },
          {
            path: 'categories/:category',
            ...page(
              () => import('../features/categories/routes/genre-page.tsx'),
              lazyPrefetch(categoriesData, (m) => m.prefetchGenrePage),
            ),
          },
          {
            path: 'networks',
            ...page(
              () => import('../features/networks/routes/networks-page.tsx'),
              lazyPrefetch(networksData, (m) => m.prefetchNetworksPage),
            ),
          },
          {
            path: 'networks/:network',
            ...page(
              () => import('../features/networks/routes/network-page.tsx'),
              lazyPrefetch(networksData, (m) => m.prefetchNetworkPage),
            ),
          },
          // The menu's short form; the network page resolves aliases such as 'hbo'.
          { path: 'network/:network', loader: ({ params }) => redirect(paths.network(params.network ?? '')) },
          {
            path: 'discover',
            ...page(
              () => import('../features/discover/routes/discover-page.tsx'),
              lazyPrefetch(discoverData, (m) => m.prefetchDiscoverPage),
            ),
          },
          { path: 'bookmarks', ...page(() => import('../features/bookmarks/routes/bookmarks-page.tsx')) },
          {
            path: 'lists/:listId',
            ...page(
              () => import('../features/published-lists/routes/published-list-page.tsx'),
              prefetchPublishedListPage,
            ),
          },
          {
            path: 'history',
            ...page(() => import('../features/history/routes/history-page.tsx'), prefetchHistoryPage),
          },
          {
            path: 'calendar',
            ...page(() => import('../features/up-next/routes/calendar-page.tsx'), prefetchCalendarPage),
          },
          { path: 'login', ...page(() => import('../features/accounts/routes/login-page.tsx')) },
          { path: 'signup', ...page(() => import('../features/accounts/routes/signup-page.tsx')) },
          {
            path: 'forgot-password',
            ...page(() => import('../features/accounts/routes/forgot-password-page.tsx')),
          },
          {
            path: 'reset-password',
            ...page(() => import('../features/accounts/routes/reset-password-page.tsx')),
          },
          { path: 'account', ...page(() => import('../features/accounts/routes/account-page.tsx')) },
          { path: 'profiles', ...page(() => import('../features/profiles/routes/profiles-page.tsx')) },
          {
            path: 'donate',
            ...page(
              () => import('../features/donations/routes/donate-page.tsx'),
              lazyPrefetch(donateData, (m) => m.prefetchDonatePage),
            ),
          },
          {
            path: 'stats',
            ...page(
              () => import('../features/stats/routes/stats-page.tsx'),
              lazyPrefetch(statsData, (m) => m.prefetchStatsPage),
            ),
          },
          { path: 'download', ...page(() => import('../features/downloads/routes/download-page.tsx')) },
          { path: '4k', ...page(() => import('../features/four-k/routes/four-k-page.tsx')) },
          { path: 'tos', ...page(() => import('../features/legal/routes/terms-page.tsx')) },
          { path: 'privacy', ...page(() => import('../features/legal/routes/privacy-page.tsx')) },
          { path: 'dmca', ...page(() => import('../features/legal/routes/dmca-page.tsx')) },
          { path: 'disclaimer', ...page(() => import('../features/legal/routes/disclaimer-page.tsx')) },
          { path: 'faq', ...page(() => import('../features/legal/routes/faq-page.tsx')) },
          { path: 'partners', ...page(() => import('../features/legal/routes/partners-page.tsx')) },
          {
            path: 'partners/submit',
            ...page(() => import('../features/legal/routes/partners-submit-page.tsx')),
          },
          { path: 'ads', ...page(() => import('../features/ads/routes/ads-page.tsx')) },
          { path: 'advertise', ...page(() => import('../features/ads/routes/advertise-page.tsx')) },
          // Terms of Service is also linked as /terms.
          { path: 'terms', loader: () => redirect(paths.tos()) },
          { path: '*', ...page(() => import('../features/errors/routes/not-found-page.tsx')) },
        ],
      },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made on the first call (main.tsx makes it in a task of its own, after the modules' evaluation
 * and before the first render): making it matches the address and starts the first page's code and data.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  if (router) return router;
  const made = createBrowserRouter(routes);
  router = made;
  // Every later navigation starts from an initialized router (its 'loading' state reaches subscribers first).
  if (made.state.initialized) isFirstLoad = false;
  const stopWatchingFirstLoad = made.subscribe((state) => {
    if (!state.initialized) return;
    isFirstLoad = false;
    stopWatchingFirstLoad();
  });
  return made;
}

/** Settles once the router has matched its first address and loaded that page's code (and, for a moment, data). */
export function untilInitialized(made: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (made.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = made.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
