import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { matchRoutes, useResolvedPath, type RouteObject, type To } from 'react-router';
import { LINK_PREFETCH_DELAY_MS } from '@marquee/domain';

/** What a route may carry in its `handle`: the import of its code-split module, to fetch it ahead of a visit. */
export interface TRoutePrefetchHandle {
  preload?: () => Promise<unknown>;
}

/** The app's route table, so a link can find the module behind its target (React Router's data mode has no link prefetch). */
export const RouteTableContext = createContext<readonly RouteObject[]>([]);

/** Starts loading the modules of every route a path matches. A failure is left to the real visit to report. */
export function prefetchRoute(routes: readonly RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes([...routes], pathname) ?? []) {
    const preload = (route.handle as TRoutePrefetchHandle | undefined)?.preload;
    preload?.().catch(() => undefined);
  }
}

export interface TPrefetchIntentHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
}

/** Hover or focus on a link for LINK_PREFETCH_DELAY_MS (spec §9: 100 ms) preloads its route's module. */
export function usePrefetchIntent(to: To): TPrefetchIntentHandlers {
  const routes = useContext(RouteTableContext);
  const { pathname } = useResolvedPath(to);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => prefetchRoute(routes, pathname), LINK_PREFETCH_DELAY_MS);
  }, [routes, pathname]);
  useEffect(() => cancel, [cancel]);
  return { onMouseEnter: start, onMouseLeave: cancel, onFocus: start, onBlur: cancel };
}
