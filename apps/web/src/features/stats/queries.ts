import { statsRoutes } from '@marquee/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';

/** Keys of the stats queries: ['stats', 'detail', {}]. */
export const statsKeys = { all: ['stats'] as const };

/** The stats page's figures; the server counts them at most once a minute. */
export function siteStatsQuery() {
  return queryOptions({
    queryKey: [...statsKeys.all, 'detail', {}] as const,
    queryFn: ({ signal }) => apiGet(statsRoutes.siteStats, { signal }),
    staleTime: 60_000,
  });
}

/** /stats's data, started with the page's code. */
export const prefetchStatsPage: TRouteDataPrefetch = (_target, client) => {
  void client.prefetchQuery(siteStatsQuery());
};
