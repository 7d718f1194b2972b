import { isRemoved, mergeByKey, type TVersioned } from './last-writer-wins.ts';

/** The built-in bookmark categories; watchlist is the default. */
export const BUILT_IN_BOOKMARK_CATEGORIES = ['watchlist', 'watched', 'favorites'] as const;
export const DEFAULT_BOOKMARK_CATEGORY = 'watchlist';

/** What a card needs to show a bookmarked title without asking the catalogue again. */
export interface TBookmarkSnapshot {
  title?: string | undefined;
  posterPath?: string | null | undefined;
  date?: string | undefined;
  voteAverage?: number | undefined;
  /** The card's genre chips (the first two are shown). */
  genreIds?: number[] | undefined;
}

/**
 * One title in one category (mediaId, category, addedAt). `mediaType` tells a movie from a
 * series with the same id; `updatedAt`/`deletedAt` let devices merge without undoing removals.
 */
export interface TBookmark extends TVersioned {
  mediaId: number;
  mediaType?: 'movie' | 'tv' | undefined;
  category: string;
  addedAt: number;
  snapshot?: TBookmarkSnapshot | undefined;
}

export type TBookmarkTarget = Pick<TBookmark, 'mediaId' | 'mediaType' | 'snapshot'>;

/** The merge key: one entry per title and category. */
export function bookmarkKey(entry: Pick<TBookmark, 'mediaId' | 'mediaType' | 'category'>): string {
  return `${entry.mediaType ?? 'any'}:${entry.mediaId}:${entry.category}`;
}

const sameTitle = (entry: TBookmark, target: TBookmarkTarget) =>
  entry.mediaId === target.mediaId &&
  (entry.mediaType === undefined || target.mediaType === undefined || entry.mediaType === target.mediaType);

/** The bookmarks that are in effect (tombstones left out). */
export function liveBookmarks(list: readonly TBookmark[]): TBookmark[] {
  return list.filter((entry) => !isRemoved(entry));
}

/** The categories a title is in. */
export function categoriesOf(list: readonly TBookmark[], target: TBookmarkTarget): string[] {
  return liveBookmarks(list)
    .filter((entry) => sameTitle(entry, target))
    .map((entry) => entry.category);
}

/** Whether a title is in any category (the toggle is filled). */
export function isBookmarked(list: readonly TBookmark[], target: TBookmarkTarget): boolean {
  return categoriesOf(list, target).length > 0;
}

/** Every category name in use or built in: the built-in ones first, then custom ones in first-use order. */
export function bookmarkCategories(list: readonly TBookmark[]): string[] {
  const custom = liveBookmarks(list)
    .map((entry) => entry.category)
    .filter((name) => !(BUILT_IN_BOOKMARK_CATEGORIES as readonly string[]).includes(name));
  return [...BUILT_IN_BOOKMARK_CATEGORIES, ...new Set(custom)];
}

/** A category's name as shown: a built-in one capitalised ('Watchlist'), a custom one as the user wrote it. */
export function bookmarkCategoryLabel(name: string): string {
  const isBuiltIn = (BUILT_IN_BOOKMARK_CATEGORIES as readonly string[]).includes(name);
  return isBuiltIn ? `${name.charAt(0).toUpperCase()}${name.slice(1)}` : name;
}

/** A new category's name, trimmed; undefined when nothing is left (ignored). */
export function normalizeCategoryName(name: string): string | undefined {
  const trimmed = name.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Adds a title to a category. Already there: only addedAt is refreshed (`isNew` false, no toast);
 * otherwise it is appended (or a tombstone revived).
 */
export function addBookmark(
  list: readonly TBookmark[],
  target: TBookmarkTarget,
  category: string,
  now: number,
): { list: TBookmark[]; isNew: boolean } {
  const index = list.findIndex((entry) => entry.category === category && sameTitle(entry, target));
  const existing = index >= 0 ? list[index] : undefined;
  const isNew = !existing || isRemoved(existing);
  const entry: TBookmark = {
    mediaId: target.mediaId,
    category,
    addedAt: now,
    updatedAt: Math.max(now, (existing?.updatedAt ?? 0) + 1),
    ...((target.mediaType ?? existing?.mediaType)
      ? { mediaType: target.mediaType ?? existing?.mediaType }
      : {}),
    ...((target.snapshot ?? existing?.snapshot) ? { snapshot: target.snapshot ?? existing?.snapshot } : {}),
  };
  if (!existing) return { list: [...list, entry], isNew };
  return { list: list.map((item, i) => (i === index ? entry : item)), isNew };
}

/** Removes a title from a category, leaving a tombstone; unchanged when it was not there. */
export function removeBookmark(
  list: readonly TBookmark[],
  target: TBookmarkTarget,
  category: string,
  now: number,
): { list: TBookmark[]; isRemovedNow: boolean } {
  let isRemovedNow = false;
  const next = list.map((entry) => {
    if (entry.category !== category || !sameTitle(entry, target) || isRemoved(entry)) return entry;
    isRemovedNow = true;
    const at = Math.max(now, entry.updatedAt + 1);
    return { ...entry, updatedAt: at, deletedAt: at };
  });
  return { list: isRemovedNow ? next : [...list], isRemovedNow };
}

/** Removes every bookmark (Clear Bookmarks), each leaving a tombstone as removeBookmark does. */
export function removeAllBookmarks(list: readonly TBookmark[], now: number): TBookmark[] {
  return list.map((entry) => {
    if (isRemoved(entry)) return entry;
    const at = Math.max(now, entry.updatedAt + 1);
    return { ...entry, updatedAt: at, deletedAt: at };
  });
}

/** Adds the title to the category when absent, removes it when present. */
export function toggleBookmark(
  list: readonly TBookmark[],
  target: TBookmarkTarget,
  category: string,
  now: number,
): { list: TBookmark[]; change: 'added' | 'removed' } {
  if (categoriesOf(list, target).includes(category)) {
    return { list: removeBookmark(list, target, category, now).list, change: 'removed' };
  }
  return { list: addBookmark(list, target, category, now).list, change: 'added' };
}

/** Merges two devices' bookmarks: per title and category, the newer change wins (removals included). */
export function mergeBookmarks(a: readonly TBookmark[], b: readonly TBookmark[]): TBookmark[] {
  return mergeByKey(a, b, bookmarkKey);
}
