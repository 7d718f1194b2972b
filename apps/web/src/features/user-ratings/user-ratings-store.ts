import {
  clearUserRating,
  isUserRatingValue,
  mergeUserRatings,
  rateTitle,
  type TTitleRef,
  type TUserRating,
} from '@marquee/domain';
import { LocalDataError, localData, type TLocalData } from '../../lib/storage/local-data.ts';
import { onStoredValueChange } from '../../lib/storage/safe-storage.ts';
import { createStoreListeners } from '../../lib/storage/store-listeners.ts';

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
export function parseUserRatings(raw: string | null): TUserRating[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.map(readEntry).filter((entry): entry is TUserRating => entry !== undefined);
  } catch {
    return [];
  }
}

export interface TUserRatingsSnapshot {
  entries: readonly TUserRating[];
}

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

export interface TUserRatingsStoreEnvironment {
  data: TLocalData;
  now: () => number;
  watch: (onChange: () => void) => () => void;
}

/** This browser's user ratings as a small external store (for useSyncExternalStore). */
export function createUserRatingsStore(env: TUserRatingsStoreEnvironment): TUserRatingsStore {
  let snapshot: TUserRatingsSnapshot | undefined;
  const forget = () => (snapshot = undefined);
  const { changed, subscribe } = createStoreListeners(env.watch, forget, forget);
  const current = () => parseUserRatings(env.data.readItem(USER_RATINGS_KEY));
  const save = (entries: readonly TUserRating[], at: number | undefined) => {
    env.data.writeItem(USER_RATINGS_KEY, JSON.stringify(entries));
    if (at !== undefined) env.data.setValue(USER_RATINGS_CHANGED_VALUE, at);
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
    rate(target, value) {
      const at = env.now();
      save(rateTitle(current(), target, value, at), at);
    },
    clear(target) {
      const at = env.now();
      save(clearUserRating(current(), target, at), at);
    },
    eraseAll() {
      env.data.removeItem(USER_RATINGS_KEY);
      changed();
    },
    mergeIn(entries) {
      const before = current();
      const merged = mergeUserRatings(before, entries);
      if (JSON.stringify(merged) === JSON.stringify(mergeUserRatings(before, []))) return;
      save(merged, undefined);
    },
  };
}

/** This browser's user ratings (the active profile's, for an account holder). */
export const userRatingsStore: TUserRatingsStore = createUserRatingsStore({
  data: localData,
  now: Date.now,
  watch: (onChange) => onStoredValueChange(USER_RATINGS_KEY, onChange),
});
