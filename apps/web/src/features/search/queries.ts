import { queryOptions } from '@tanstack/react-query';
import { searchTerm } from '@marquee/domain';
import { searchQuery } from '../catalogue/queries.ts';

/**
 * One page of search results for what the visitor typed (trimmed; an empty term makes no request).
 * No retries: a failure shows its message at once, and the next keystroke or page change asks again.
 */
export function searchResultsQuery(query: string, page = 1) {
  return queryOptions({ ...searchQuery(searchTerm(query), page), retry: false });
}
