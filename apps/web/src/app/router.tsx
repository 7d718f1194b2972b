import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorScreen } from '../features/errors/routes/route-error-screen.tsx';

type TRouteModule = { default: React.ComponentType };

/** A code-split route: its module loads on first visit (and on link intent, via prefetch). */
function page(load: () => Promise<TRouteModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Every route of spec/catalogue.md §2 built so far; any other path is the Not-found page. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, ...page(() => import('../features/home/routes/home-page.tsx')) },
      { path: 'movies', ...page(() => import('../features/movies/routes/movies-page.tsx')) },
      { path: 'series', ...page(() => import('../features/series/routes/series-page.tsx')) },
      { path: 'search', ...page(() => import('../features/search/routes/search-page.tsx')) },
      { path: 'categories', ...page(() => import('../features/categories/routes/categories-page.tsx')) },
      { path: 'categories/:category', ...page(() => import('../features/categories/routes/genre-page.tsx')) },
      { path: 'networks', ...page(() => import('../features/networks/routes/networks-page.tsx')) },
      { path: 'networks/:network', ...page(() => import('../features/networks/routes/network-page.tsx')) },
      { path: 'discover', ...page(() => import('../features/discover/routes/discover-page.tsx')) },
      { path: '*', ...page(() => import('../features/errors/routes/not-found-page.tsx')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
