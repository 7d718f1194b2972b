import {
  dismissUpNext,
  markAlertsSeen,
  mergeFollows,
  readAlerts,
  setFollowing,
  type TFollow,
  type TTitleRef,
} from '@marquee/domain';
import { localData } from '../../lib/storage/local-data.ts';
import { onStoredValueChange } from '../../lib/storage/safe-storage.ts';
import {
  createSyncedEntriesStore,
  parseSyncedEntries,
  type TSyncedEntriesEnvironment,
  type TSyncedEntriesSnapshot,
} from '../../lib/storage/synced-entries-store.ts';

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
export const parseFollows = (raw: string | null): TFollow[] => parseSyncedEntries(raw, readEntry);

export type TFollowsSnapshot = TSyncedEntriesSnapshot<TFollow>;

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

/** This browser's follows as a small external store (for useSyncExternalStore). */
export function createFollowsStore(env: TSyncedEntriesEnvironment): TFollowsStore {
  const store = createSyncedEntriesStore<TFollow>(
    { key: FOLLOWS_KEY, changedValue: FOLLOWS_CHANGED_VALUE, readEntry, merge: mergeFollows },
    env,
  );
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    mergeIn: store.mergeIn,
    setFollowing: (target, isFollowing) =>
      store.change((entries, at) => setFollowing(entries, target, isFollowing, at)),
    dismiss: (target) => store.change((entries, at) => dismissUpNext(entries, target, at)),
    readAlerts: (target) =>
      store.change((entries, at) =>
        readAlerts(entries, { mediaType: target.mediaType, mediaId: target.mediaId }, at),
      ),
    markAlertsSeen: () => store.change((entries, at) => markAlertsSeen(entries, at)),
  };
}

/** This browser's follows. */
export const followsStore: TFollowsStore = createFollowsStore({
  data: localData,
  now: Date.now,
  watch: (onChange) => onStoredValueChange(FOLLOWS_KEY, onChange),
});
