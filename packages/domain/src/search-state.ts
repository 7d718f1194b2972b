import { CATALOGUE_MAX_PAGE } from './constants.ts';
import { mediaKind } from './media.ts';
import {
  DEFAULT_SEARCH_SORT,
  DEFAULT_SEARCH_TYPE,
  isSearchSort,
  isSearchType,
  type TSearchSort,
  type TSearchType,
} from './search.ts';
import type { TMediaItem } from './tmdb.ts';

/** The search page's state, as its URL carries it (/search?query=&page=&type=&sort=). */
export interface TSearchState {
  query: string;
  page: number;
  type: TSearchType;
  sort: TSearchSort;
}

/** Anything that reads query-string values by name, such as URLSearchParams. */
export interface TParamReader {
  get(name: string): string | null;
}

/** A page number from the URL: a whole number from 1 to the catalogue's last page, else page 1. */
export function parseSearchPage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= CATALOGUE_MAX_PAGE ? page : 1;
}

/** The search page's state from its URL; a missing or invalid value takes its default (page 1, all, popularity.desc). */
export function parseSearchState(params: TParamReader): TSearchState {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    query: params.get('query') ?? '',
    page: parseSearchPage(params.get('page')),
    type: isSearchType(type) ? type : DEFAULT_SEARCH_TYPE,
    sort: isSearchSort(sort) ? sort : DEFAULT_SEARCH_SORT,
  };
}

/** The text actually searched for: the query without surrounding spaces; empty means no search at all. */
export function searchTerm(query: string): string {
  return query.trim();
}

/** The overlay's rule: only movies and series are shown, in the order the catalogue ranked them. */
export function keepMoviesAndSeries(items: readonly TMediaItem[]): TMediaItem[] {
  return items.filter((item) => mediaKind(item) !== undefined);
}

/**
 * How many result pages to offer: none for an empty query or when nothing matched, else what the catalogue
 * reports (at most its last page).
 */
export function searchPageCount(
  query: string,
  page: { total_pages?: number; total_results?: number } | undefined,
): number {
  const totalPages = page?.total_pages;
  if (!searchTerm(query) || page?.total_results === 0 || !totalPages || totalPages < 1) return 0;
  return Math.min(Math.floor(totalPages), CATALOGUE_MAX_PAGE);
}
