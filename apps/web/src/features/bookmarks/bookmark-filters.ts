import {
  displayTitle,
  liveBookmarks,
  sortByUserRating,
  type TBookmark,
  type TMediaItem,
} from '@marquee/domain';

// The bookmarks page's filters: category, kind, title search and order,
// kept in the URL as ?category=&type=&q=&sort= (defaults left out).

export const BOOKMARK_TYPES = ['all', 'movie', 'tv'] as const;
export type TBookmarkType = (typeof BOOKMARK_TYPES)[number];
export const BOOKMARK_TYPE_LABELS: Readonly<Record<TBookmarkType, string>> = {
  all: 'All',
  movie: 'Movies',
  tv: 'Series',
};

export const BOOKMARK_SORTS = ['added', 'title', 'rating'] as const;
export type TBookmarkSort = (typeof BOOKMARK_SORTS)[number];
export const BOOKMARK_SORT_LABELS: Readonly<Record<TBookmarkSort, string>> = {
  added: 'Date added (newest first)',
  title: 'Title (A to Z)',
  rating: 'Your rating (highest first)',
};

/** The category filter's value for every category. */
export const ALL_CATEGORIES = 'all';

export interface TBookmarkFilters {
  category: string;
  type: TBookmarkType;
  query: string;
  sort: TBookmarkSort;
}

export const DEFAULT_BOOKMARK_FILTERS: TBookmarkFilters = {
  category: ALL_CATEGORIES,
  type: 'all',
  query: '',
  sort: 'added',
};

const isOneOf = <T extends string>(options: readonly T[], value: string | null): value is T =>
  value !== null && (options as readonly string[]).includes(value);

/** The filters a URL's query string asks for; anything unknown falls back to its default. */
export function parseBookmarkFilters(params: URLSearchParams): TBookmarkFilters {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    category: params.get('category')?.trim() || ALL_CATEGORIES,
    type: isOneOf(BOOKMARK_TYPES, type) ? type : 'all',
    query: params.get('q') ?? '',
    sort: isOneOf(BOOKMARK_SORTS, sort) ? sort : 'added',
  };
}

/** The query string of some filters (with its '?', or '' for the defaults). */
export function bookmarkFiltersSearch(filters: Partial<TBookmarkFilters>): string {
  const params = new URLSearchParams();
  if (filters.category && filters.category !== ALL_CATEGORIES) params.set('category', filters.category);
  if (filters.type && filters.type !== 'all') params.set('type', filters.type);
  if (filters.query) params.set('q', filters.query);
  if (filters.sort && filters.sort !== 'added') params.set('sort', filters.sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** One bookmarked title: its entries (one per category) and when it was last added to one of them. */
export interface TBookmarkedTitle {
  key: string;
  entry: TBookmark;
  categories: string[];
  addedAt: number;
}

/** The bookmarked titles, one per title however many categories hold it, in first-added order. */
export function groupBookmarkedTitles(
  entries: readonly TBookmark[],
  category = ALL_CATEGORIES,
): TBookmarkedTitle[] {
  const titles = new Map<string, TBookmarkedTitle>();
  for (const entry of liveBookmarks(entries)) {
    if (category !== ALL_CATEGORIES && entry.category !== category) continue;
    const key = `${entry.mediaType ?? 'movie'}:${entry.mediaId}`;
    const title = titles.get(key);
    if (!title) {
      titles.set(key, { key, entry, categories: [entry.category], addedAt: entry.addedAt });
      continue;
    }
    title.categories.push(entry.category);
    if (entry.addedAt > title.addedAt) title.addedAt = entry.addedAt;
    // The newest snapshot describes the title best.
    if (entry.snapshot && (!title.entry.snapshot || entry.updatedAt > title.entry.updatedAt)) {
      title.entry = entry;
    }
  }
  return [...titles.values()];
}

export interface TShownBookmark {
  title: TBookmarkedTitle;
  item: TMediaItem;
}

/**
 * The titles the filters let through, in the chosen order; by rating, the profile's highest rated first and
 * the unrated last, each newest added first.
 */
export function filterBookmarks(
  shown: readonly TShownBookmark[],
  filters: TBookmarkFilters,
  ratingOf: (title: TBookmarkedTitle) => number | undefined = () => undefined,
): TShownBookmark[] {
  const needle = filters.query.trim().toLocaleLowerCase();
  const kept = shown.filter(({ title, item }) => {
    if (filters.type !== 'all' && (title.entry.mediaType ?? 'movie') !== filters.type) return false;
    return !needle || displayTitle(item).toLocaleLowerCase().includes(needle);
  });
  const sorted = kept.sort((a, b) =>
    filters.sort === 'title'
      ? displayTitle(a.item).localeCompare(displayTitle(b.item), undefined, { sensitivity: 'base' })
      : b.title.addedAt - a.title.addedAt,
  );
  return filters.sort === 'rating' ? sortByUserRating(sorted, ({ title }) => ratingOf(title)) : sorted;
}
