import { discoverSources, parseDiscoverState, type TDiscoverState } from '@marquee/domain';
import { localToday } from '../../lib/local-today.ts';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { sourceOf } from '../catalogue/components/catalogue-sources.ts';
import { mergedPagesOptions } from '../catalogue/components/infinite-media-pages.ts';

/** Keys of the discover feature's queries: ['discover', 'list', params]. */
export const discoverKeys = {
  all: ['discover'] as const,
  list: (params: object) => ['discover', 'list', params] as const,
};

/** The discover results for a state, page by page (see `discoverSources` for where they come from). */
export function discoverResultsQuery(state: TDiscoverState, today: string) {
  const sources = discoverSources(state, today);
  return mergedPagesOptions(discoverKeys.list({ ...state, sources }), sources.map(sourceOf));
}

/** The discover page's first page for the filters in its address. */
export const prefetchDiscoverPage: TRouteDataPrefetch = ({ url }, queryClient) => {
  const state = parseDiscoverState(url.searchParams);
  void queryClient.prefetchInfiniteQuery(discoverResultsQuery(state, localToday()));
};
