import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBookmark,
  bookmarkCategories,
  bookmarkCategoryLabel,
  bookmarkKey,
  categoriesOf,
  isBookmarked,
  liveBookmarks,
  mergeBookmarks,
  normalizeCategoryName,
  removeAllBookmarks,
  removeBookmark,
  toggleBookmark,
  type TBookmark,
} from './bookmarks.ts';
import { canonicalJson } from './last-writer-wins.ts';
import { bookmarkListArb } from './sync.arbitraries.ts';

const movie = { mediaId: 550, mediaType: 'movie' as const, snapshot: { title: 'Fight Club' } };
function same(a: readonly TBookmark[], b: readonly TBookmark[]): void {
  expect(canonicalJson(mergeBookmarks(a, []))).toBe(canonicalJson(mergeBookmarks(b, [])));
}

describe('bookmark add, remove and toggle', () => {
  it('appends a new bookmark and reports it as new (the toast is shown)', () => {
    const { list, isNew } = addBookmark([], movie, 'watchlist', 1000);
    expect(isNew).toBe(true);
    expect(list).toEqual([
      {
        mediaId: 550,
        mediaType: 'movie',
        category: 'watchlist',
        addedAt: 1000,
        updatedAt: 1000,
        snapshot: { title: 'Fight Club' },
      },
    ]);
  });

  it('only refreshes addedAt when the title is already in the category (no toast)', () => {
    const first = addBookmark([], movie, 'watchlist', 1000).list;
    const { list, isNew } = addBookmark(first, movie, 'watchlist', 5000);
    expect(isNew).toBe(false);
    expect(list).toHaveLength(1);
    expect(list[0]?.addedAt).toBe(5000);
  });

  it('removes by media id and category, leaving a tombstone that does not count', () => {
    let list = addBookmark([], movie, 'watchlist', 1000).list;
    list = addBookmark(list, movie, 'favorites', 1001).list;
    const removed = removeBookmark(list, movie, 'watchlist', 2000);
    expect(removed.isRemovedNow).toBe(true);
    expect(categoriesOf(removed.list, movie)).toEqual(['favorites']);
    expect(removed.list.find((entry) => entry.category === 'watchlist')?.deletedAt).toBe(2000);
    expect(liveBookmarks(removed.list)).toHaveLength(1);
  });

  it('removes every bookmark at once, each a tombstone that another device cannot undo', () => {
    let old = addBookmark([], movie, 'watchlist', 1000).list;
    old = addBookmark(old, movie, 'favorites', 9000).list;
    old = removeBookmark(
      addBookmark(old, { mediaId: 7 }, 'watched', 100).list,
      { mediaId: 7 },
      'watched',
      200,
    ).list;
    const cleared = removeAllBookmarks(old, 5000);
    expect(liveBookmarks(cleared)).toEqual([]);
    // Newer than each entry, even one changed after this device's clock.
    expect(cleared.find((entry) => entry.category === 'favorites')?.deletedAt).toBe(9001);
    expect(liveBookmarks(mergeBookmarks(old, cleared))).toEqual([]);
    expect(liveBookmarks(mergeBookmarks(cleared, old))).toEqual([]);
    // An entry removed before keeps its tombstone as it was.
    expect(cleared.find((entry) => entry.mediaId === 7)?.deletedAt).toBe(200);
    expect(removeAllBookmarks(cleared, 99_999)).toEqual(cleared);
  });

  it('a removal is always newer than the version it removes, even with a clock behind', () => {
    const list = addBookmark([], movie, 'watchlist', 5000).list;
    const removed = removeBookmark(list, movie, 'watchlist', 4000).list;
    expect(removed[0]?.updatedAt).toBe(5001);
    expect(mergeBookmarks(list, removed)[0]?.deletedAt).toBe(5001);
  });

  it('removing what is not there changes nothing', () => {
    expect(removeBookmark([], movie, 'watchlist', 1).isRemovedNow).toBe(false);
  });

  it('toggles: add when absent, remove when present; filled while in any category', () => {
    const added = toggleBookmark([], movie, 'watchlist', 1);
    expect(added.change).toBe('added');
    expect(isBookmarked(added.list, movie)).toBe(true);
    const removed = toggleBookmark(added.list, movie, 'watchlist', 2);
    expect(removed.change).toBe('removed');
    expect(isBookmarked(removed.list, movie)).toBe(false);
    const again = toggleBookmark(removed.list, movie, 'watchlist', 3);
    expect(again.change).toBe('added');
    expect(again.list).toHaveLength(1);
    expect(again.list[0]?.deletedAt).toBeUndefined();
  });

  it('tells a movie from a series with the same id', () => {
    const list = addBookmark([], movie, 'watchlist', 1).list;
    expect(isBookmarked(list, { mediaId: 550, mediaType: 'tv' })).toBe(false);
    expect(isBookmarked(list, { mediaId: 550 })).toBe(true);
  });

  it('lists built-in categories first, then custom ones once each', () => {
    let list = addBookmark([], movie, 'Later', 1).list;
    list = addBookmark(list, { mediaId: 1, mediaType: 'tv' }, 'Later', 2).list;
    list = addBookmark(list, { mediaId: 1, mediaType: 'tv' }, 'With Sam', 3).list;
    expect(bookmarkCategories(list)).toEqual(['watchlist', 'watched', 'favorites', 'Later', 'With Sam']);
  });

  it('trims new category names and ignores empty ones', () => {
    expect(normalizeCategoryName('  Later ')).toBe('Later');
    expect(normalizeCategoryName('   ')).toBeUndefined();
  });
});

describe('bookmark merge (properties)', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(bookmarkListArb, bookmarkListArb, (a, b) => {
        same(mergeBookmarks(a, b), mergeBookmarks(b, a));
      }),
      { numRuns: 500 },
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(bookmarkListArb, bookmarkListArb, bookmarkListArb, (a, b, c) => {
        same(mergeBookmarks(mergeBookmarks(a, b), c), mergeBookmarks(a, mergeBookmarks(b, c)));
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(bookmarkListArb, (a) => {
        same(mergeBookmarks(a, a), a);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps one entry per title and category', () => {
    fc.assert(
      fc.property(bookmarkListArb, bookmarkListArb, (a, b) => {
        const keys = mergeBookmarks(a, b).map(bookmarkKey);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 500 },
    );
  });

  it('never brings back a removal with a stale copy', () => {
    fc.assert(
      fc.property(
        bookmarkListArb,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 13, max: 20 }),
        (list, pick, now) => {
          const target = liveBookmarks(list)[pick % Math.max(1, liveBookmarks(list).length)];
          if (!target) return;
          const removedHere = removeBookmark(list, target, target.category, now).list;
          // The other device still has the old copy: merging in either order keeps the removal.
          for (const merged of [mergeBookmarks(removedHere, list), mergeBookmarks(list, removedHere)]) {
            expect(categoriesOf(merged, target)).not.toContain(target.category);
          }
        },
      ),
    );
  });
});

describe('bookmarkCategoryLabel', () => {
  it('capitalises the built-in categories for display and leaves custom names as written', () => {
    expect(['watchlist', 'watched', 'favorites'].map(bookmarkCategoryLabel)).toEqual([
      'Watchlist',
      'Watched',
      'Favorites',
    ]);
    expect(bookmarkCategoryLabel('anime nights')).toBe('anime nights');
    expect(bookmarkCategoryLabel('Watchlist')).toBe('Watchlist');
  });
});
