import { userRatingOf, userRatingsByKey, type TTitleRef } from '@marquee/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { userRatingsStore, type TUserRatingsSnapshot } from './user-ratings-store.ts';

const EMPTY: TUserRatingsSnapshot = { entries: [] };

/** This browser's user ratings (cleared ones included), kept current across tabs. */
export function useUserRatings(): TUserRatingsSnapshot {
  return useSyncExternalStore(userRatingsStore.subscribe, userRatingsStore.getSnapshot, () => EMPTY);
}

/** One title's rating in half stars, or undefined. */
export function useUserRating(target: TTitleRef): number | undefined {
  return userRatingOf(useUserRatings().entries, target);
}

/** Every live rating by `movie:550` key, for pages of many cards. */
export function useUserRatingsByKey(): Map<string, number> {
  const { entries } = useUserRatings();
  return useMemo(() => userRatingsByKey(entries), [entries]);
}
