import {
  clearUserRating,
  isUserRatingValue,
  mergeUserRatings,
  rateTitle,
  type TTitleRef,
  type TUserRating,
} from '@marquee/domain';
import { localData } from '../../lib/storage/local-data.ts';
import { onStoredValueChange } from '../../lib/storage/safe-storage.ts';
import {
  createSyncedEntriesStore,
  parseSyncedEntries,
  type TSyncedEntriesEnvironment,
  type TSyncedEntriesSnapshot,
} from '../../lib/storage/synced-entries-store.ts';

/** Where the profile's user ratings are kept: a JSON array of entries, cleared ones included. */
export const USER_RATINGS_KEY = 'user-ratings';
/** The wrapper's value that says when user ratings last changed on this device. */
export const USER_RATINGS_CHANGED_VALUE = 'lastUserRatingUpdateTime';

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readEntry(value: unknown): TUserRating | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { mediaType, mediaId, value: rating, updatedAt, deletedAt } = value as Record<string, unknown>;
  if (mediaType !== 'movie' && mediaType !== 'tv') return undefined;
  if (typeof mediaId !== 'number' || !Number.isSafeInteger(mediaId) || mediaId <= 0 || !isTime(updatedAt)) {
    return undefined;
  }
  if (!isTime(deletedAt) && !isUserRatingValue(rating)) return undefined;
  return {
    mediaType,
    mediaId,
    updatedAt,
    ...(isUserRatingValue(rating) ? { value: rating } : {}),
    ...(isTime(deletedAt) ? { deletedAt } : {}),
  };
}

/** The stored user ratings; anything unusable reads as none. */
export const parseUserRatings = (raw: string | null): TUserRating[] => parseSyncedEntries(raw, readEntry);

export type TUserRatingsSnapshot = TSyncedEntriesSnapshot<TUserRating>;

export interface TUserRatingsStore {
  getSnapshot(): TUserRatingsSnapshot;
  subscribe(listener: () => void): () => void;
  /** Rates a title in half stars (1..10). Throws LocalDataError. */
  rate(target: TTitleRef, value: number): void;
  /** Clears a title's rating. Throws LocalDataError. */
  clear(target: TTitleRef): void;
  /** Replaces them with nothing (another profile's come next). Throws LocalDataError. */
  eraseAll(): void;
  /** Merges the server's answer in, per title newest wins; not a change made here. Throws LocalDataError. */
  mergeIn(entries: readonly TUserRating[]): void;
}

/** This browser's user ratings as a small external store (for useSyncExternalStore). */
export function createUserRatingsStore(env: TSyncedEntriesEnvironment): TUserRatingsStore {
  const store = createSyncedEntriesStore<TUserRating>(
    { key: USER_RATINGS_KEY, changedValue: USER_RATINGS_CHANGED_VALUE, readEntry, merge: mergeUserRatings },
    env,
  );
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    mergeIn: store.mergeIn,
    eraseAll: store.eraseAll,
    rate: (target, value) => store.change((entries, at) => rateTitle(entries, target, value, at)),
    clear: (target) => store.change((entries, at) => clearUserRating(entries, target, at)),
  };
}

/** This browser's user ratings (the active profile's, for an account holder). */
export const userRatingsStore: TUserRatingsStore = createUserRatingsStore({
  data: localData,
  now: Date.now,
  watch: (onChange) => onStoredValueChange(USER_RATINGS_KEY, onChange),
});
