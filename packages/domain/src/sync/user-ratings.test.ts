import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './last-writer-wins.ts';
import { userRatingListArb } from './sync.arbitraries.ts';
import {
  clearUserRating,
  isUserRatingValue,
  mergeUserRatings,
  rateTitle,
  sortByUserRating,
  stepUserRating,
  userRatingOf,
  userRatingsByKey,
  userRatingWords,
  type TUserRating,
  type TUserRatingKey,
} from './user-ratings.ts';

const film = { mediaType: 'movie' as const, mediaId: 550 };
const series = { mediaType: 'tv' as const, mediaId: 550 };
const canonical = (list: readonly TUserRating[]) => canonicalJson(mergeUserRatings(list, []));

describe('rating a title', () => {
  it('keeps one rating per title, a movie apart from a series with the same id', () => {
    let list = rateTitle([], film, 7, 1000);
    list = rateTitle(list, series, 4, 1000);
    list = rateTitle(list, film, 9, 2000);
    expect(userRatingOf(list, film)).toBe(9);
    expect(userRatingOf(list, series)).toBe(4);
    expect(list).toHaveLength(2);
  });

  it('refuses values that are not whole half stars from 1 to 10', () => {
    for (const value of [0, 11, 4.5, -1, Number.NaN]) {
      expect(() => rateTitle([], film, value, 1000)).toThrow(RangeError);
      expect(isUserRatingValue(value)).toBe(false);
    }
    expect(isUserRatingValue(1)).toBe(true);
    expect(isUserRatingValue(10)).toBe(true);
  });

  it('clears a rating as a tombstone without a value, which another device cannot undo with an older rating', () => {
    const rated = rateTitle([], film, 6, 1000);
    const cleared = clearUserRating(rated, film, 2000);
    expect(userRatingOf(cleared, film)).toBeUndefined();
    expect(cleared).toEqual([{ ...film, updatedAt: 2000, deletedAt: 2000 }]);
    expect(userRatingOf(mergeUserRatings(cleared, rated), film)).toBeUndefined();
    expect(clearUserRating([], film, 3000)).toEqual([]);
  });

  it('stamps a change after the last one even when the clock runs behind', () => {
    const list = rateTitle(rateTitle([], film, 6, 5000), film, 8, 4000);
    expect(list[0]?.updatedAt).toBe(5001);
    expect(userRatingOf(list, film)).toBe(8);
  });
});

describe('merging ratings', () => {
  it('is commutative, associative and idempotent, so devices agree whatever the order of syncs', () => {
    fc.assert(
      fc.property(userRatingListArb, userRatingListArb, userRatingListArb, (a, b, c) => {
        expect(canonicalJson(mergeUserRatings(a, b))).toBe(canonicalJson(mergeUserRatings(b, a)));
        expect(canonicalJson(mergeUserRatings(mergeUserRatings(a, b), c))).toBe(
          canonicalJson(mergeUserRatings(a, mergeUserRatings(b, c))),
        );
        expect(canonical(mergeUserRatings(a, a))).toBe(canonical(a));
      }),
    );
  });

  it('never brings back a clearing newer than every rating of that title', () => {
    fc.assert(
      fc.property(userRatingListArb, userRatingListArb, fc.integer({ min: 100, max: 200 }), (a, b, at) => {
        const target = a[0] ?? b[0];
        if (!target) return;
        const cleared = clearUserRating(rateTitle(a, target, 5, at), target, at + 1);
        expect(userRatingOf(mergeUserRatings(cleared, b), target)).toBeUndefined();
        expect(userRatingOf(mergeUserRatings(b, cleared), target)).toBeUndefined();
      }),
    );
  });

  it('reads back every live rating by key', () => {
    fc.assert(
      fc.property(userRatingListArb, (list) => {
        const byKey = userRatingsByKey(list);
        for (const entry of list) {
          expect(byKey.get(`${entry.mediaType}:${entry.mediaId}`)).toBe(userRatingOf(list, entry));
        }
      }),
    );
  });
});

describe('the rating control', () => {
  const keys: TUserRatingKey[] = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'Home', 'End'];

  it('moves by half a star, stops at the ends, and jumps with Home and End', () => {
    expect(stepUserRating(undefined, 'ArrowRight')).toBe(1);
    expect(stepUserRating(undefined, 'ArrowLeft')).toBe(10);
    expect(stepUserRating(6, 'ArrowUp')).toBe(7);
    expect(stepUserRating(6, 'ArrowDown')).toBe(5);
    expect(stepUserRating(10, 'ArrowRight')).toBe(10);
    expect(stepUserRating(1, 'ArrowLeft')).toBe(1);
    expect(stepUserRating(5, 'Home')).toBe(1);
    expect(stepUserRating(5, 'End')).toBe(10);
  });

  it('always lands on a value one can give', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
        fc.array(fc.constantFrom(...keys)),
        (start, presses) => {
          let value = start;
          for (const key of presses) value = stepUserRating(value, key);
          if (value !== undefined) expect(isUserRatingValue(value)).toBe(true);
        },
      ),
    );
  });

  it('says the value in stars', () => {
    expect(userRatingWords(1)).toBe('½ star');
    expect(userRatingWords(2)).toBe('1 star');
    expect(userRatingWords(7)).toBe('3½ stars');
    expect(userRatingWords(10)).toBe('5 stars');
  });
});

describe('sorting by rating', () => {
  it('puts the highest first and the unrated last, keeping the order within ties', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const ratings: Record<string, number | undefined> = { a: undefined, b: 4, c: 9, d: 4, e: undefined };
    expect(sortByUserRating(items, (item) => ratings[item])).toEqual(['c', 'b', 'd', 'a', 'e']);
  });

  it('is a stable permutation ordered by rating', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined })), (values) => {
        const items = values.map((rating, index) => ({ rating, index }));
        const sorted = sortByUserRating(items, (item) => item.rating);
        expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(items);
        for (let i = 1; i < sorted.length; i++) {
          const before = sorted[i - 1]!;
          const after = sorted[i]!;
          const rank = (item: { rating: number | undefined }) => item.rating ?? 0;
          expect(rank(before)).toBeGreaterThanOrEqual(rank(after));
          if (rank(before) === rank(after)) expect(before.index).toBeLessThan(after.index);
        }
      }),
    );
  });
});
