import { queryOptions } from '@tanstack/react-query';
import { parseSearchState, searchTerm } from '@marquee/domain';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { searchQuery } from '../catalogue/queries.ts';

/**
 * One page of search results for what the visitor typed (trimmed; an empty term makes no request).
 * No retries: a failure shows its message at once, and the next keystroke or page change asks again.
 */
export function searchResultsQuery(query: string, page = 1) {
  return queryOptions({ ...searchQuery(searchTerm(query), page), retry: false });
}

/** The search page's results for the query and page in its address (none for an empty query). */
export const prefetchSearchPage: TRouteDataPrefetch = ({ url }, queryClient) => {
  const state = parseSearchState(url.searchParams);
  if (searchTerm(state.query) === '') return;
  return queryClient.prefetchQuery(searchResultsQuery(state.query, state.page));
};
