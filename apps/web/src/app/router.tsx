import { createBrowserRouter, createPath, redirect, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { createRouteModuleLoader } from './routing/load-route-module.ts';
import NotFoundPage from '../features/errors/routes/not-found-page.tsx';
import { RouteErrorScreen } from '../features/errors/routes/route-error-screen.tsx';
import { paths } from '../lib/paths.ts';
import { safeStorage } from '../lib/safe-storage.ts';
import type { TRoutePrefetchHandle } from '../lib/route-prefetch.ts';

type TRouteModule = { default: React.ComponentType };

const loadRouteModule = createRouteModuleLoader({
  storage: safeStorage('session'),
  // While a navigation waits for its module the address bar still shows the page being left: load the target.
  reload: () => {
    const target = router.state.navigation.location;
    if (target) window.location.assign(createPath(target));
    else window.location.reload();
  },
});

/**
 * A code-split route: its module loads on first visit (reloading the page once if that fails) and on link
 * intent, through `handle.preload` (a failed preload is silent; the visit reports it).
 */
function page(load: () => Promise<TRouteModule>): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: async () => ({ Component: (await loadRouteModule(load)).default }),
    handle: { preload: load } satisfies TRoutePrefetchHandle,
  };
}

/** Every route of spec/catalogue.md §2 built so far; any other path is the Not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    // Only when the shell itself fails; a page's error shows inside the shell (below).
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, ...page(() => import('../features/home/routes/home-page.tsx')) },
          { path: 'movies', ...page(() => import('../features/movies/routes/movies-page.tsx')) },
          { path: 'series', ...page(() => import('../features/series/routes/series-page.tsx')) },
          { path: 'movies/:movieId', ...page(() => import('../features/title/routes/movie-page.tsx')) },
          { path: 'series/:seriesId', ...page(() => import('../features/title/routes/show-page.tsx')) },
          {
            path: 'series/:seriesId/:season/:episode',
            ...page(() => import('../features/title/routes/episode-page.tsx')),
          },
          { path: 'search', ...page(() => import('../features/search/routes/search-page.tsx')) },
          { path: 'categories', ...page(() => import('../features/categories/routes/categories-page.tsx')) },
          {
            path: 'categories/:category',
            ...page(() => import('../features/categories/routes/genre-page.tsx')),
          },
          { path: 'networks', ...page(() => import('../features/networks/routes/networks-page.tsx')) },
          {
            path: 'networks/:network',
            ...page(() => import('../features/networks/routes/network-page.tsx')),
          },
          // The menu's short form; the network page resolves aliases such as 'hbo'.
          { path: 'network/:network', loader: ({ params }) => redirect(paths.network(params.network ?? '')) },
          { path: 'discover', ...page(() => import('../features/discover/routes/discover-page.tsx')) },
          { path: 'bookmarks', ...page(() => import('../features/bookmarks/routes/bookmarks-page.tsx')) },
          // Terms of Service is also linked as /terms.
          { path: 'terms', loader: () => redirect(paths.tos()) },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
