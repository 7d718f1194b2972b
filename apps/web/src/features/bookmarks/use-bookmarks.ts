import { useSyncExternalStore } from 'react';
import { bookmarksStore, type TBookmarksSnapshot } from './bookmarks-store.ts';

const EMPTY: TBookmarksSnapshot = { entries: [] };

/** This browser's bookmarks (tombstones included), kept current across components and tabs. */
export function useBookmarks(): TBookmarksSnapshot {
  return useSyncExternalStore(bookmarksStore.subscribe, bookmarksStore.getSnapshot, () => EMPTY);
}
