import type { QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { createPath, matchRoutes, type Params, type RouteObject, type To } from 'react-router';
import { LINK_PREFETCH_DELAY_MS } from '@marquee/domain';

/** Where a route's data prefetch is going: the matched path params and the full address (for its query string). */
export interface TRouteDataTarget {
  params: Params;
  url: URL;
}

/**
 * Starts (never awaits) the queries a page will ask for, with the same options its components use. It may
 * return a promise of what the page's first screen shows (settling, never rejecting, when those have come),
 * which the page's first load waits for a moment (see `router.tsx`).
 */
export type TRouteDataPrefetch = (
  target: TRouteDataTarget,
  queryClient: QueryClient,
) => Promise<unknown> | void;

/** What a route may carry in its `handle`: its module's import and its data prefetch, to fetch both ahead of a visit. */
export interface TRoutePrefetchHandle {
  preload?: () => Promise<unknown>;
  prefetchData?: TRouteDataPrefetch;
}

/** What link prefetch needs: the app's route table and its query cache (React Router's data mode has no link prefetch). */
export interface TRoutePrefetchContext {
  routes: readonly RouteObject[];
  queryClient: QueryClient | undefined;
}

export const RoutePrefetchContext = createContext<TRoutePrefetchContext>({
  routes: [],
  queryClient: undefined,
});

/**
 * Starts loading the modules of every route an address matches and, given the query cache, their data. A failure
 * is left to the real visit to report.
 */
export function prefetchRoute(routes: readonly RouteObject[], url: URL, queryClient?: QueryClient): void {
  for (const { route, params } of matchRoutes([...routes], url.pathname) ?? []) {
    const handle = route.handle as TRoutePrefetchHandle | undefined;
    handle?.preload?.().catch(() => undefined);
    if (queryClient) void handle?.prefetchData?.({ params, url }, queryClient);
  }
}

export interface TPrefetchIntentHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** Hover or focus on a link for LINK_PREFETCH_DELAY_MS (100 ms) preloads its route's module and data. */
export function usePrefetchIntent(to: To): TPrefetchIntentHandlers {
  const { routes, queryClient } = useContext(RoutePrefetchContext);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  // The address is worked out when the intent comes, not on every render: a page holds a hundred cards, each a
  // link. The app's links are absolute paths or a new query on the page shown, which the URL resolves alike.
  const href = typeof to === 'string' ? to : createPath(to);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => prefetchRoute(routes, new URL(href, window.location.href), queryClient),
      LINK_PREFETCH_DELAY_MS,
    );
  }, [routes, queryClient, href]);
  useEffect(() => cancel, [cancel]);
  return { onMouseEnter: start, onMouseLeave: cancel, onFocus: start, onBlur: cancel };
}

/**
 * Handlers that start loading a chunk (a menu, an overlay) when a control is hovered, focused or touched, so it
 * opens without waiting. A failed load is left to the real opening to report.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const preload = () => void load().catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
