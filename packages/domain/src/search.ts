import { mediaKind, releaseDateOf } from './media.ts';
import type { TMediaItem } from './tmdb.ts';

export const SEARCH_SORTS = [
  'popularity.desc',
  'popularity.asc',
  'vote_average.desc',
  'vote_average.asc',
  'release_date.desc',
  'release_date.asc',
] as const;
export type TSearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_TYPES = ['all', 'movie', 'tv'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];

export const DEFAULT_SEARCH_SORT: TSearchSort = 'popularity.desc';
export const DEFAULT_SEARCH_TYPE: TSearchType = 'all';

/** Labels of the Sort By selector. */
export const SEARCH_SORT_LABELS: Readonly<Record<TSearchSort, string>> = {
  'popularity.desc': 'Popularity (High to Low)',
  'popularity.asc': 'Popularity (Low to High)',
  'vote_average.desc': 'Rating (High to Low)',
  'vote_average.asc': 'Rating (Low to High)',
  'release_date.desc': 'Newest First',
  'release_date.asc': 'Oldest First',
};

/** Labels of the Media Type selector. */
export const SEARCH_TYPE_LABELS: Readonly<Record<TSearchType, string>> = {
  all: 'All',
  movie: 'Movies',
  tv: 'TV Shows',
};

export function isSearchSort(value: unknown): value is TSearchSort {
  return typeof value === 'string' && (SEARCH_SORTS as readonly string[]).includes(value);
}

export function isSearchType(value: unknown): value is TSearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

function sortValue(item: TMediaItem, field: string): number | undefined {
  if (field === 'release_date') {
    const date = releaseDateOf(item);
    const time = date ? Date.parse(date) : NaN;
    return Number.isFinite(time) ? time : undefined;
  }
  const value = field === 'popularity' ? item.popularity : item.vote_average;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The search page's client-side rule: keep only movies and series (or only the chosen type), then sort,
 * with items missing the sort value last whichever the direction.
 */
export function filterAndSortResults(
  items: TMediaItem[],
  type: TSearchType,
  sort: TSearchSort,
): TMediaItem[] {
  const [field = 'popularity', direction] = sort.split('.');
  const sign = direction === 'asc' ? 1 : -1;
  const kept = items.filter((item) => {
    const kind = mediaKind(item);
    return kind !== undefined && (type === 'all' || kind === type);
  });
  return kept
    .map((item, index) => ({ item, index, value: sortValue(item, field) }))
    .sort((a, b) => {
      if (a.value === undefined && b.value === undefined) return a.index - b.index;
      if (a.value === undefined) return 1;
      if (b.value === undefined) return -1;
      return (a.value - b.value) * sign || a.index - b.index;
    })
    .map((entry) => entry.item);
}
