import type { TTitleRef } from './follows.ts';
import { isRemoved, mergeByKey, type TVersioned } from './last-writer-wins.ts';

/**
 * A profile's own rating of a title ("user rating", never the content certification a rating limit reads):
 * a whole number of half stars, 1 (½ star) to 10 (five stars), so it shows as five stars in half steps and is
 * the 1–10 scale other services export. Synced like bookmarks: newest wins per title, a cleared rating stays
 * as a tombstone (without a value) so the clearing reaches other devices.
 */
export interface TUserRating extends TVersioned, TTitleRef {
  /** Half stars, 1..10; absent on a tombstone. */
  value?: number | undefined;
}

export const USER_RATING_MIN = 1;
export const USER_RATING_MAX = 10;
/** Half stars in one star. */
export const USER_RATING_STEPS_PER_STAR = 2;

/** Whether a value is a rating one can give: a whole number of half stars from 1 to 10. */
export function isUserRatingValue(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= USER_RATING_MIN &&
    value <= USER_RATING_MAX
  );
}

/** The merge key: one rating per title. */
export function userRatingKey(ref: TTitleRef): string {
  return `${ref.mediaType}:${ref.mediaId}`;
}

/** Merges two copies entry by entry, newest wins, clearings kept as tombstones. */
export function mergeUserRatings(a: readonly TUserRating[], b: readonly TUserRating[]): TUserRating[] {
  return mergeByKey(a, b, userRatingKey);
}

function put(list: readonly TUserRating[], entry: TUserRating): TUserRating[] {
  const key = userRatingKey(entry);
  return [...list.filter((item) => userRatingKey(item) !== key), entry];
}

const stampAfter = (list: readonly TUserRating[], target: TTitleRef, now: number) => {
  const before = list.find((entry) => userRatingKey(entry) === userRatingKey(target));
  return Math.max(now, (before?.updatedAt ?? 0) + 1);
};

/** Rates a title (a value outside 1..10 is refused with a RangeError: the controls never offer one). */
export function rateTitle(
  list: readonly TUserRating[],
  target: TTitleRef,
  value: number,
  now: number,
): TUserRating[] {
  if (!isUserRatingValue(value)) throw new RangeError('A rating is a whole number of half stars, 1 to 10.');
  const updatedAt = stampAfter(list, target, now);
  return put(list, { mediaType: target.mediaType, mediaId: target.mediaId, value, updatedAt });
}

/** Clears a title's rating, leaving a tombstone; unchanged when it had none. */
export function clearUserRating(list: readonly TUserRating[], target: TTitleRef, now: number): TUserRating[] {
  if (userRatingOf(list, target) === undefined) return [...list];
  const at = stampAfter(list, target, now);
  return put(list, { mediaType: target.mediaType, mediaId: target.mediaId, updatedAt: at, deletedAt: at });
}

/** A title's rating in half stars, or undefined when it has none (never rated, or cleared). */
export function userRatingOf(list: readonly TUserRating[], target: TTitleRef): number | undefined {
  const entry = list.find((item) => userRatingKey(item) === userRatingKey(target));
  return entry && !isRemoved(entry) && isUserRatingValue(entry.value) ? entry.value : undefined;
}

/** Every live rating by key, for lists that show many titles. */
export function userRatingsByKey(list: readonly TUserRating[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of list) {
    if (!isRemoved(entry) && isUserRatingValue(entry.value)) out.set(userRatingKey(entry), entry.value);
  }
  return out;
}

/** The keys a rating control answers to, as a radio group or slider does. */
export type TUserRatingKey = 'ArrowRight' | 'ArrowUp' | 'ArrowLeft' | 'ArrowDown' | 'Home' | 'End';

/**
 * The value a key moves a rating to: right/up half a star more, left/down half a star less (never below ½
 * star or over five), Home the least and End the most. From no rating, a step up is ½ star and a step down
 * five stars, as a radio group wraps to its last choice.
 */
export function stepUserRating(value: number | undefined, key: TUserRatingKey): number {
  switch (key) {
    case 'Home':
      return USER_RATING_MIN;
    case 'End':
      return USER_RATING_MAX;
    case 'ArrowRight':
    case 'ArrowUp':
      return value === undefined ? USER_RATING_MIN : Math.min(USER_RATING_MAX, value + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return value === undefined ? USER_RATING_MAX : Math.max(USER_RATING_MIN, value - 1);
  }
}

/** A rating in words: "3½ stars", "1 star", "½ star". */
export function userRatingWords(value: number): string {
  const whole = Math.floor(value / USER_RATING_STEPS_PER_STAR);
  const half = value % USER_RATING_STEPS_PER_STAR === 1;
  const number = `${whole > 0 ? whole : ''}${half ? '½' : ''}`;
  return `${number} ${value <= USER_RATING_STEPS_PER_STAR ? 'star' : 'stars'}`;
}

/**
 * Orders items by their rating, highest first; unrated ones last, each group keeping its order otherwise
 * (a stable sort), so "by rating" refines whatever order the list had.
 */
export function sortByUserRating<T>(items: readonly T[], ratingOf: (item: T) => number | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, rating: ratingOf(item) }))
    .sort((a, b) => {
      if (a.rating === undefined || b.rating === undefined) {
        if (a.rating !== b.rating) return a.rating === undefined ? 1 : -1;
        return a.index - b.index;
      }
      return b.rating - a.rating || a.index - b.index;
    })
    .map(({ item }) => item);
}
