import {
  addBookmark,
  mergeBookmarks,
  removeAllBookmarks,
  removeBookmark,
  type TBookmark,
  type TBookmarkTarget,
} from '@marquee/domain';
import { LocalDataError, localData, type TLocalData } from '../../lib/storage/local-data.ts';
import { onStoredValueChange } from '../../lib/storage/safe-storage.ts';
import { createStoreListeners } from '../../lib/storage/store-listeners.ts';
import { parseBookmarks } from './parse-bookmarks.ts';

/** Where the bookmarks are kept: a JSON array of entries, tombstones included (a later sync merges them). */
export const BOOKMARKS_KEY = 'bookmarks';

/** The stored bookmarks' text, as it is (the start-up migration checks its shape). Throws LocalDataError. */
export const readBookmarksText = (data: TLocalData) => data.readItem(BOOKMARKS_KEY);

/** Stores the bookmarks and when they changed on this device. Throws LocalDataError. */
export function writeBookmarks(data: TLocalData, entries: readonly TBookmark[], at: number): void {
  data.writeItem(BOOKMARKS_KEY, JSON.stringify(entries));
  data.setValue('lastBookmarkUpdateTime', at);
}

/** Deletes the stored bookmarks. Throws LocalDataError. */
export const eraseBookmarks = (data: TLocalData) => data.removeItem(BOOKMARKS_KEY);

export interface TBookmarksSnapshot {
  /** Every entry, removals (tombstones) included; readers use liveBookmarks. */
  entries: readonly TBookmark[];
  /** The message shown when storage could not be read. */
  readError?: string;
}

export interface TBookmarksStore {
  getSnapshot(): TBookmarksSnapshot;
  subscribe(listener: () => void): () => void;
  /** Adds a title to a category; `isNew` false when it was there (only addedAt refreshed). Throws LocalDataError. */
  add(target: TBookmarkTarget, category: string): { isNew: boolean };
  /** Removes a title from a category; `isRemoved` false when it was not there. Throws LocalDataError. */
  remove(target: TBookmarkTarget, category: string): { isRemoved: boolean };
  /** Removes every bookmark, as tombstones that a sync carries to the account. Throws LocalDataError. */
  removeAll(): void;
  /** Deletes the stored bookmarks outright, leaving no trace (a visitor's Clear Bookmarks). Throws LocalDataError. */
  eraseAll(): void;
  /**
   * Merges another copy in (the server's answer to a sync), per entry newest wins: what changed here while
   * the sync was under way is kept. Does not count as a change made on this device. Throws LocalDataError.
   */
  mergeIn(entries: readonly TBookmark[]): void;
}

export interface TBookmarksStoreEnvironment {
  data: TLocalData;
  now: () => number;
  /** Other tabs' changes of the key; returns the unsubscribe. */
  watch: (onChange: () => void) => () => void;
}

/** The bookmarks of this browser as a small external store (for useSyncExternalStore). */
export function createBookmarksStore(env: TBookmarksStoreEnvironment): TBookmarksStore {
  let snapshot: TBookmarksSnapshot | undefined;
  const forget = () => (snapshot = undefined);
  // A first listener reads afresh too: nothing watched the storage while nobody listened.
  const { changed, subscribe } = createStoreListeners(env.watch, forget, forget);
  const read = (): TBookmarksSnapshot => {
    try {
      return { entries: parseBookmarks(readBookmarksText(env.data)) };
    } catch (error) {
      if (error instanceof LocalDataError) return { entries: [], readError: error.message };
      throw error;
    }
  };
  const save = (entries: readonly TBookmark[], at: number) => {
    writeBookmarks(env.data, entries, at);
    changed();
  };
  // Changes start from what is stored now (another tab may have written), and a failed read throws.
  const current = () => parseBookmarks(readBookmarksText(env.data));
  return {
    getSnapshot: () => (snapshot ??= read()),
    subscribe,
    add(target, category) {
      const at = env.now();
      const { list, isNew } = addBookmark(current(), target, category, at);
      save(list, at);
      return { isNew };
    },
    remove(target, category) {
      const at = env.now();
      const { list, isRemovedNow } = removeBookmark(current(), target, category, at);
      if (isRemovedNow) save(list, at);
      return { isRemoved: isRemovedNow };
    },
    removeAll() {
      const at = env.now();
      save(removeAllBookmarks(current(), at), at);
    },
    eraseAll() {
      eraseBookmarks(env.data);
      changed();
    },
    mergeIn(entries) {
      const before = current();
      const merged = mergeBookmarks(before, entries);
      if (JSON.stringify(merged) === JSON.stringify(mergeBookmarks(before, []))) return;
      env.data.writeItem(BOOKMARKS_KEY, JSON.stringify(merged));
      changed();
    },
  };
}

/** This browser's bookmarks. */
export const bookmarksStore: TBookmarksStore = createBookmarksStore({
  data: localData,
  now: Date.now,
  watch: (onChange) => onStoredValueChange(BOOKMARKS_KEY, onChange),
});
