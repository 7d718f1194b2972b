import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildImportData, type TImportItem, type TImportTitle, type TMatchedTitle } from './import-items.ts';
import { countImportChanges } from './import-preview.ts';
import { parseLetterboxdExport } from './letterboxd.ts';
import { parseTraktExport } from './trakt.ts';

const T0 = Date.UTC(2024, 0, 1);
const catalogue: Record<number, TMatchedTitle> = {
  1: { mediaType: 'movie', mediaId: 1, title: 'One', year: 2001, runtime: 100 },
  2: { mediaType: 'tv', mediaId: 2, title: 'Two' },
};
const matchOf = (title: TImportTitle) => (title.tmdbId ? catalogue[title.tmdbId] : undefined);

const itemArb: fc.Arbitrary<TImportItem> = fc.oneof(
  fc.record({
    kind: fc.constant('bookmark' as const),
    title: fc.record({ tmdbId: fc.constantFrom(1, 2, 3) }),
    category: fc.constantFrom('watchlist', 'Later'),
    at: fc.integer({ min: T0, max: T0 + 100 }),
  }),
  fc.record({
    kind: fc.constant('watched' as const),
    title: fc.record({ tmdbId: fc.constantFrom(1, 2, 3) }),
    at: fc.integer({ min: T0, max: T0 + 100 }),
    episode: fc.record({ season: fc.constantFrom(1, 2), number: fc.constantFrom(1, 2) }),
  }),
);

describe('buildImportData', () => {
  it('gives the same data whatever order the file lists its facts in, so a second import changes nothing', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 12 }), (items) => {
        const forward = buildImportData(items, matchOf);
        const backward = buildImportData([...items].reverse(), matchOf);
        const sorted = (data: typeof forward) => ({
          ...data,
          data: {
            ...data.data,
            bookmarks: [...data.data.bookmarks].sort(
              (a, b) => a.mediaId - b.mediaId || a.category.localeCompare(b.category),
            ),
          },
          unmatched: [...data.unmatched].sort(),
        });
        expect(sorted(backward)).toEqual(sorted(forward));
      }),
    );
  });

  it('stamps entries with the file’s times, a watched movie with its whole runtime, and lists unmatched titles once', () => {
    const { data, unmatched } = buildImportData(
      [
        { kind: 'watched', title: { tmdbId: 1 }, at: T0 + 5 },
        { kind: 'watched', title: { tmdbId: 1 }, at: T0 + 9 },
        { kind: 'bookmark', title: { title: '=1+1', year: 1999 }, category: 'watchlist', at: T0 },
        { kind: 'rating', title: { title: '=1+1', year: 1999 }, value: 4, at: T0 },
      ],
      matchOf,
    );
    expect(data.history['1']).toMatchObject({
      updatedAt: T0 + 9,
      progress: { watched: 6000, duration: 6000 },
    });
    expect(unmatched).toEqual(['=1+1 (1999)']);
  });
});

describe('countImportChanges', () => {
  it('counts new keys as added, changed ones as updated, the rest as skipped', () => {
    const stored = new Map([
      ['a', { v: 1 }],
      ['b', { v: 1 }],
    ]);
    const merged = new Map([
      ['a', { v: 1 }],
      ['b', { v: 2 }],
      ['c', { v: 1 }],
    ]);
    expect(countImportChanges(stored, merged, ['a', 'b', 'c', 'c'])).toEqual({
      added: 1,
      updated: 1,
      skipped: 1,
    });
  });
});

describe('the foreign formats', () => {
  it('reads Trakt’s ids and Letterboxd’s half stars', () => {
    const trakt = parseTraktExport(
      new Map([
        [
          'ratings-movies.json',
          [
            {
              rated_at: '2024-01-02T00:00:00.000Z',
              rating: 7,
              movie: { title: 'One', year: 2001, ids: { tmdb: 1, imdb: 'tt1' } },
            },
          ],
        ],
      ]),
    );
    expect(trakt).toEqual([
      {
        kind: 'rating',
        title: { mediaType: 'movie', tmdbId: 1, imdbId: 'tt1', title: 'One', year: 2001 },
        value: 7,
        at: Date.UTC(2024, 0, 2),
      },
    ]);
    const letterboxd = parseLetterboxdExport(
      new Map([
        [
          'ratings.csv',
          [{ Date: '2024-01-02', Name: 'One', Year: '2001', 'Letterboxd URI': 'x', Rating: '3.5' }],
        ],
      ]),
    );
    expect(letterboxd).toMatchObject([{ kind: 'rating', value: 7 }]);
    expect(() => parseLetterboxdExport(new Map([['watched.csv', [{ Title: 'One' }]]]))).toThrow(
      /no Date, Name, Year column/,
    );
    expect(() => parseTraktExport(new Map([['watched-movies.json', { not: 'a list' }]]))).toThrow(
      /not a list/,
    );
  });
});
