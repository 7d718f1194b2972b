import { donationsRoutes } from '@marquee/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';

/** Keys of the donate page's queries: ['donate', 'detail', {what}]. */
export const donateKeys = { all: ['donate'] as const };

/** The operator's card link, coins, addresses and prices. */
export function donateInfoQuery() {
  return queryOptions({
    queryKey: [...donateKeys.all, 'detail', { what: 'info' }] as const,
    queryFn: ({ signal }) => apiGet(donationsRoutes.donateInfo, { signal }),
    staleTime: 60_000,
  });
}

/** Totals and the latest donations. */
export function donationStatsQuery() {
  return queryOptions({
    queryKey: [...donateKeys.all, 'detail', { what: 'stats' }] as const,
    queryFn: ({ signal }) => apiGet(donationsRoutes.donationStats, { signal }),
    staleTime: 60_000,
  });
}

/** /donate's data, started with the page's code. */
export const prefetchDonatePage: TRouteDataPrefetch = (_target, client) => {
  void client.prefetchQuery(donateInfoQuery());
  void client.prefetchQuery(donationStatsQuery());
};
