import {
  dismissUpNext,
  markAlertsSeen,
  mergeFollows,
  readAlerts,
  setFollowing,
  type TFollow,
  type TTitleRef,
} from '@marquee/domain';
import { LocalDataError, localData, type TLocalData } from '../../lib/storage/local-data.ts';
import { onStoredValueChange } from '../../lib/storage/safe-storage.ts';
import { createStoreListeners } from '../../lib/storage/store-listeners.ts';

/** Where follows, Up Next dismissals and the alerts' last look are kept: a JSON array of entries, tombstones included. */
export const FOLLOWS_KEY = 'follows';
/** The wrapper's value that says when follows last changed on this device. */
export const FOLLOWS_CHANGED_VALUE = 'lastFollowUpdateTime';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readEntry(value: unknown): TFollow | undefined {
  if (!isRecord(value)) return undefined;
  const { kind, mediaType, mediaId, isFollowing, updatedAt, deletedAt } = value;
  if (kind === 'seen') {
    return isTime(updatedAt) ? { kind, updatedAt, ...(isTime(deletedAt) ? { deletedAt } : {}) } : undefined;
  }
  if (kind !== 'follow' && kind !== 'dismiss' && kind !== 'read') return undefined;
  if (mediaType !== 'movie' && mediaType !== 'tv') return undefined;
  if (typeof mediaId !== 'number' || !Number.isSafeInteger(mediaId) || mediaId <= 0 || !isTime(updatedAt)) {
    return undefined;
  }
  return {
    kind,
    mediaType,
    mediaId,
    updatedAt,
    ...(typeof isFollowing === 'boolean' ? { isFollowing } : {}),
    ...(isTime(deletedAt) ? { deletedAt } : {}),
  };
}

/** The stored follows; anything unusable reads as none. */
export function parseFollows(raw: string | null): TFollow[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.map(readEntry).filter((entry): entry is TFollow => entry !== undefined);
  } catch {
    return [];
  }
}

export interface TFollowsSnapshot {
  entries: readonly TFollow[];
}

export interface TFollowsStore {
  getSnapshot(): TFollowsSnapshot;
  subscribe(listener: () => void): () => void;
  /** Follows or unfollows a title explicitly. Throws LocalDataError. */
  setFollowing(target: TTitleRef, isFollowing: boolean): void;
  /** Takes a series off Up Next. Throws LocalDataError. */
  dismiss(target: TTitleRef): void;
  /** Dismisses a title's alerts (what aired up to now). Throws LocalDataError. */
  readAlerts(target: TTitleRef): void;
  /** Marks the alerts so far as seen (the bell stops counting them). Throws LocalDataError. */
  markAlertsSeen(): void;
  /** Merges the server's answer in, per entry newest wins; not a change made here. Throws LocalDataError. */
  mergeIn(entries: readonly TFollow[]): void;
}

export interface TFollowsStoreEnvironment {
  data: TLocalData;
  now: () => number;
  watch: (onChange: () => void) => () => void;
}

/** This browser's follows as a small external store (for useSyncExternalStore). */
export function createFollowsStore(env: TFollowsStoreEnvironment): TFollowsStore {
  let snapshot: TFollowsSnapshot | undefined;
  const forget = () => (snapshot = undefined);
  const { changed, subscribe } = createStoreListeners(env.watch, forget, forget);
  const current = () => parseFollows(env.data.readItem(FOLLOWS_KEY));
  const save = (entries: readonly TFollow[], at: number | undefined) => {
    env.data.writeItem(FOLLOWS_KEY, JSON.stringify(entries));
    if (at !== undefined) env.data.setValue(FOLLOWS_CHANGED_VALUE, at);
    changed();
  };
  return {
    getSnapshot: () => {
      if (snapshot) return snapshot;
      try {
        snapshot = { entries: current() };
      } catch (error) {
        if (!(error instanceof LocalDataError)) throw error;
        snapshot = { entries: [] };
      }
      return snapshot;
    },
    subscribe,
    setFollowing(target, isFollowing) {
      const at = env.now();
      save(setFollowing(current(), target, isFollowing, at), at);
    },
    dismiss(target) {
      const at = env.now();
      save(dismissUpNext(current(), target, at), at);
    },
    readAlerts(target) {
      const at = env.now();
      save(readAlerts(current(), { mediaType: target.mediaType, mediaId: target.mediaId }, at), at);
    },
    markAlertsSeen() {
      const at = env.now();
      save(markAlertsSeen(current(), at), at);
    },
    mergeIn(entries) {
      const before = current();
      const merged = mergeFollows(before, entries);
      if (JSON.stringify(merged) === JSON.stringify(mergeFollows(before, []))) return;
      save(merged, undefined);
    },
  };
}

/** This browser's follows. */
export const followsStore: TFollowsStore = createFollowsStore({
  data: localData,
  now: Date.now,
  watch: (onChange) => onStoredValueChange(FOLLOWS_KEY, onChange),
});
