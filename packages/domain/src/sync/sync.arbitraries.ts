// fast-check generators of bookmark and watch-history states, for the merge property tests.
import fc from 'fast-check';
import type { TBookmark } from './bookmarks.ts';
import type { TUserRating } from './user-ratings.ts';
import type { TEpisodeHistory, THistoryEntry, TWatchHistory } from './watch-history.ts';

// Few ids, categories and times, so generated states often touch the same keys and tie on time.
const time = fc.integer({ min: 1, max: 12 });
const mediaId = fc.integer({ min: 1, max: 4 });

export const bookmarkArb: fc.Arbitrary<TBookmark> = fc
  .record({
    mediaId,
    mediaType: fc.constantFrom('movie' as const, 'tv' as const),
    category: fc.constantFrom('watchlist', 'watched', 'favorites', 'Later'),
    addedAt: time,
    updatedAt: time,
    removed: fc.boolean(),
  })
  .map(({ removed, ...entry }) => (removed ? { ...entry, deletedAt: entry.updatedAt } : entry));

/** A device's bookmark list: at most one entry per key, as the app keeps it. */
export const bookmarkListArb = fc.uniqueArray(bookmarkArb, {
  maxLength: 8,
  selector: (entry) => `${entry.mediaType}:${entry.mediaId}:${entry.category}`,
});

const episodeArb: fc.Arbitrary<TEpisodeHistory> = fc
  .record({ season: fc.integer({ min: 1, max: 2 }), number: fc.integer({ min: 1, max: 3 }), updatedAt: time })
  .chain(({ season, number, updatedAt }) =>
    fc.record({
      id: fc.constant(`s${season}e${number}`),
      number: fc.constant(number),
      seasonNumber: fc.constant(season),
      updatedAt: fc.constant(updatedAt),
      progress: fc.record({ watched: fc.integer({ min: 0, max: 100 }), duration: fc.constant(100) }),
    }),
  );

/** One title of a watch history: a movie, or a show with up to four episodes of seasons 1 and 2. */
export const historyEntryArb = (id: number): fc.Arbitrary<THistoryEntry> =>
  fc
    .record({
      type: fc.constantFrom('movie' as const, 'show' as const),
      title: fc.constantFrom('A', 'B'),
      updatedAt: time,
      deletedAt: fc.option(time, { nil: undefined }),
      watched: fc.integer({ min: 0, max: 100 }),
      episodes: fc.uniqueArray(episodeArb, { maxLength: 4, selector: (episode) => episode.id }),
    })
    .map(({ type, title, updatedAt, deletedAt, watched, episodes }) => ({
      id,
      type,
      title,
      updatedAt,
      ...(deletedAt !== undefined ? { deletedAt } : {}),
      ...(type === 'movie'
        ? { progress: { watched, duration: 100 } }
        : { episodes: Object.fromEntries(episodes.map((episode) => [episode.id, episode])) }),
    }));

export const watchHistoryArb: fc.Arbitrary<TWatchHistory> = fc
  .uniqueArray(mediaId, { maxLength: 3 })
  .chain((ids) => fc.tuple(...ids.map((id) => historyEntryArb(id))))
  .map((entries) => Object.fromEntries(entries.map((entry) => [String(entry.id), entry])));

/** A device's user ratings: at most one entry per title, some cleared. */
export const userRatingListArb: fc.Arbitrary<TUserRating[]> = fc.uniqueArray(
  fc
    .record({
      mediaType: fc.constantFrom('movie' as const, 'tv' as const),
      mediaId,
      value: fc.integer({ min: 1, max: 10 }),
      updatedAt: time,
      removed: fc.boolean(),
    })
    .map(({ removed, value, ...entry }) =>
      removed ? { ...entry, deletedAt: entry.updatedAt } : { ...entry, value },
    ),
  { maxLength: 8, selector: (entry) => `${entry.mediaType}:${entry.mediaId}` },
);
