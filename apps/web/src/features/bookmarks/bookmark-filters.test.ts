import { describe, expect, it } from 'vitest';
import { mediaItemOfBookmark, type TBookmark } from '@marquee/domain';
import {
  DEFAULT_BOOKMARK_FILTERS,
  bookmarkFiltersSearch,
  filterBookmarks,
  groupBookmarkedTitles,
  parseBookmarkFilters,
  type TBookmarkFilters,
} from './bookmark-filters.ts';

const entry = (
  mediaId: number,
  mediaType: 'movie' | 'tv',
  title: string,
  category: string,
  addedAt: number,
) => ({ mediaId, mediaType, category, addedAt, updatedAt: addedAt, snapshot: { title } }) satisfies TBookmark;

const ENTRIES: TBookmark[] = [
  entry(1, 'movie', 'Zodiac', 'watchlist', 10),
  entry(2, 'tv', 'Arcane', 'watchlist', 20),
  entry(1, 'movie', 'Zodiac', 'favorites', 30),
  entry(3, 'movie', 'Alien', 'Anime', 5),
  { ...entry(4, 'movie', 'Removed', 'watchlist', 40), deletedAt: 41, updatedAt: 41 },
];

function titles(filters: Partial<TBookmarkFilters>, ratings: Record<string, number> = {}) {
  const all = { ...DEFAULT_BOOKMARK_FILTERS, ...filters };
  const shown = groupBookmarkedTitles(ENTRIES, all.category).map((title) => ({
    title,
    item: mediaItemOfBookmark(title.entry),
  }));
  return filterBookmarks(shown, all, (title) => ratings[title.key]).map(
    ({ item }) => item.title ?? item.name,
  );
}

describe('bookmarks page filters', () => {
  it('shows each live title once, newest added first by default', () => {
    expect(titles({})).toEqual(['Zodiac', 'Arcane', 'Alien']);
  });

  it('keeps one category', () => {
    expect(titles({ category: 'watchlist' })).toEqual(['Arcane', 'Zodiac']);
    expect(titles({ category: 'Anime' })).toEqual(['Alien']);
    expect(titles({ category: 'watched' })).toEqual([]);
  });

  it('keeps movies or series', () => {
    expect(titles({ type: 'movie' })).toEqual(['Zodiac', 'Alien']);
    expect(titles({ type: 'tv' })).toEqual(['Arcane']);
  });

  it('searches titles, ignoring case and surrounding spaces', () => {
    expect(titles({ query: '  ZOD ' })).toEqual(['Zodiac']);
    expect(titles({ query: 'nothing' })).toEqual([]);
  });

  it('sorts by title', () => {
    expect(titles({ sort: 'title' })).toEqual(['Alien', 'Arcane', 'Zodiac']);
  });

  it("sorts by the profile's rating, highest first, the unrated last by when they were added", () => {
    expect(titles({ sort: 'rating' }, { 'movie:3': 9, 'tv:2': 4 })).toEqual(['Alien', 'Arcane', 'Zodiac']);
    expect(titles({ sort: 'rating' }, { 'movie:1': 2 })).toEqual(['Zodiac', 'Arcane', 'Alien']);
    expect(titles({ sort: 'rating' })).toEqual(titles({}));
  });

  it('reads and writes the URL, leaving defaults out and unknown values at their default', () => {
    const filters = { category: 'Anime', type: 'tv', query: 'a b', sort: 'title' } as const;
    expect(bookmarkFiltersSearch(filters)).toBe('?category=Anime&type=tv&q=a+b&sort=title');
    expect(parseBookmarkFilters(new URLSearchParams(bookmarkFiltersSearch(filters)))).toEqual(filters);
    expect(bookmarkFiltersSearch(DEFAULT_BOOKMARK_FILTERS)).toBe('');
    expect(parseBookmarkFilters(new URLSearchParams('sort=rating')).sort).toBe('rating');
    expect(parseBookmarkFilters(new URLSearchParams('type=person&sort=stars&category='))).toEqual(
      DEFAULT_BOOKMARK_FILTERS,
    );
  });
});
