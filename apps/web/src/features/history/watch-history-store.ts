import {
  mergeWatchHistory,
  recordWatchProgress,
  removeAllFromHistory,
  removeFromHistory,
  upgradeWatchHistory,
  type TProgress,
  type TWatchHistory,
  type TWatchedMedia,
} from '@marquee/domain';
import { LocalDataError, localData, type TLocalData } from '../../lib/storage/local-data.ts';
import { onStoredValueChange } from '../../lib/storage/safe-storage.ts';
import { createStoreListeners } from '../../lib/storage/store-listeners.ts';

/** The local storage key of the watch history. */
export const WATCH_HISTORY_KEY = 'media-tracking';

/** The stored history's text, as it is (the one-time upgrade reads it). Throws LocalDataError. */
export const readWatchHistoryText = (data: TLocalData) => data.readItem(WATCH_HISTORY_KEY);

/** Stores the history and when it changed on this device. Throws LocalDataError. */
export function writeWatchHistory(data: TLocalData, history: TWatchHistory, at: number): void {
  data.writeItem(WATCH_HISTORY_KEY, JSON.stringify(history));
  data.setValue('lastWatchHistoryUpdateTime', at);
}

export interface TWatchHistoryStore {
  /** The stored text (what readers parse); null when there is none or it cannot be read. */
  getRaw(): string | null;
  /** The history in today's shape; empty when unreadable. */
  read(): TWatchHistory;
  /** Calls `listener` on every change, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Records the progress of what is playing. Throws LocalDataError when storage refuses. */
  saveProgress(media: TWatchedMedia, progress: TProgress): void;
  /** Removes a title (a tombstone stays for sync). Throws LocalDataError when storage refuses. */
  remove(id: number): void;
  /** Removes every title, as tombstones that a sync carries to the account. Throws LocalDataError. */
  removeAll(): void;
  /** Deletes the stored history outright, leaving no trace (a visitor's Clear Watchlist). Throws LocalDataError. */
  eraseAll(): void;
  /**
   * Merges another copy in (the server's answer to a sync), per title and episode newest wins, so what was
   * saved here while the sync was under way stays. Not a change made on this device. Resolves whether it
   * brought anything this device did not have. Throws LocalDataError.
   */
  mergeIn(history: TWatchHistory): boolean;
}

export interface TWatchHistoryStoreEnvironment {
  data: TLocalData;
  now: () => number;
  watch: (onChange: () => void) => () => void;
}

/** The watch history (`media-tracking`) of this browser as a small external store. */
export function createWatchHistoryStore(env: TWatchHistoryStoreEnvironment): TWatchHistoryStore {
  const { changed, subscribe } = createStoreListeners(env.watch);
  const getRaw = () => {
    try {
      return readWatchHistoryText(env.data);
    } catch (error) {
      if (error instanceof LocalDataError) return null;
      throw error;
    }
  };
  const write = (history: TWatchHistory, at: number) => {
    writeWatchHistory(env.data, history, at);
    changed();
  };
  // Changes start from what is stored now: another tab may have written.
  const current = () => upgradeWatchHistory(readWatchHistoryText(env.data));
  return {
    getRaw,
    read: () => upgradeWatchHistory(getRaw()),
    subscribe,
    saveProgress(media, progress) {
      const at = env.now();
      write(recordWatchProgress(current(), media, progress, at), at);
    },
    remove(id) {
      const at = env.now();
      const before = current();
      const after = removeFromHistory(before, id, at);
      if (after !== before) write(after, at);
    },
    removeAll() {
      const at = env.now();
      const before = current();
      const after = removeAllFromHistory(before, at);
      if (after !== before) write(after, at);
    },
    eraseAll() {
      env.data.removeItem(WATCH_HISTORY_KEY);
      changed();
    },
    mergeIn(history) {
      const before = current();
      const merged = mergeWatchHistory(before, history);
      if (JSON.stringify(merged) === JSON.stringify(mergeWatchHistory(before, {}))) return false;
      env.data.writeItem(WATCH_HISTORY_KEY, JSON.stringify(merged));
      changed();
      return true;
    },
  };
}

/** This browser's watch history. */
export const watchHistoryStore: TWatchHistoryStore = createWatchHistoryStore({
  data: localData,
  now: Date.now,
  watch: (onChange) => onStoredValueChange(WATCH_HISTORY_KEY, onChange),
});
