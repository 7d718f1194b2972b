import { describe, expect, it } from 'vitest';
import { convertLegacyBookmarks } from './legacy-bookmarks.ts';

describe('legacy bookmark conversion', () => {
  it('turns each legacy item into a watchlist bookmark with its addedAt', () => {
    const legacy = {
      'movie-550': {
        data: { id: 550, title: 'Fight Club', poster_path: '/f.jpg', release_date: '1999-10-15' },
        info: { addedAt: 200 },
      },
      'tv-1396': { data: { id: 1396, name: 'Breaking Bad', media_type: 'tv' }, info: { addedAt: 100 } },
    };
    expect(convertLegacyBookmarks(legacy, 999)).toEqual([
      {
        mediaId: 1396,
        mediaType: 'tv',
        category: 'watchlist',
        addedAt: 100,
        updatedAt: 999,
        snapshot: { title: 'Breaking Bad', posterPath: null },
      },
      {
        mediaId: 550,
        mediaType: 'movie',
        category: 'watchlist',
        addedAt: 200,
        updatedAt: 999,
        snapshot: { title: 'Fight Club', posterPath: '/f.jpg', date: '1999-10-15' },
      },
    ]);
  });

  it('drops items without an id and keeps one bookmark per title', () => {
    const legacy = {
      a: { data: { title: 'No id' }, info: { addedAt: 1 } },
      b: { data: { id: 'x' } },
      c: { info: { addedAt: 3 } },
      d: { data: { id: 7, title: 'Seven' }, info: { addedAt: 5 } },
      e: { data: { id: 7, title: 'Seven' }, info: { addedAt: 9 } },
      f: null,
    };
    const converted = convertLegacyBookmarks(legacy, 50);
    expect(converted.map((entry) => [entry.mediaId, entry.addedAt])).toEqual([[7, 9]]);
  });

  it('uses now when addedAt is missing or unreadable, and reads date strings', () => {
    const converted = convertLegacyBookmarks(
      {
        a: { data: { id: 1, title: 'A' } },
        b: { data: { id: 2, title: 'B' }, info: { addedAt: '2024-01-02T00:00:00Z' } },
      },
      1e12,
    );
    expect(converted.find((entry) => entry.mediaId === 1)?.addedAt).toBe(1e12);
    expect(converted.find((entry) => entry.mediaId === 2)?.addedAt).toBe(Date.parse('2024-01-02T00:00:00Z'));
  });

  it("keeps the card's rating and genres in the snapshot", () => {
    const [entry] = convertLegacyBookmarks(
      { a: { data: { id: 3, title: 'C', vote_average: 7.5, vote_count: 9, genre_ids: [28, 'x', 12] } } },
      1,
    );
    expect(entry?.snapshot).toEqual({ title: 'C', posterPath: null, voteAverage: 7.5, genreIds: [28, 12] });
  });

  it('reads anything that is not an object as no bookmarks', () => {
    expect(convertLegacyBookmarks([1, 2], 1)).toEqual([]);
    expect(convertLegacyBookmarks('x', 1)).toEqual([]);
    expect(convertLegacyBookmarks(null, 1)).toEqual([]);
  });
});
