import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarEntries, followedTitles, upNextItems, type TTitleSchedule } from './following.ts';
import type { TBookmark } from './sync/bookmarks.ts';
import { dismissUpNext, followKey, mergeFollows, setFollowing, type TFollow } from './sync/follows.ts';
import type { THistoryEntry, TWatchHistory } from './sync/watch-history.ts';

const at = (date: string) => Date.parse(`${date}T12:00:00Z`);
const watchedEpisode = (season: number, number: number, date: string) => ({
  id: `s${season}e${number}`,
  number,
  seasonNumber: season,
  progress: { watched: 100, duration: 100 },
  updatedAt: at(date),
});
const show = (id: number, episodes: ReturnType<typeof watchedEpisode>[]): THistoryEntry => ({
  id,
  type: 'show',
  title: `Show ${id}`,
  updatedAt: Math.max(...episodes.map((e) => e.updatedAt)),
  episodes: Object.fromEntries(episodes.map((e) => [e.id, e])),
});
const bookmark = (mediaType: 'movie' | 'tv', mediaId: number, addedAt: number, date?: string): TBookmark => ({
  mediaId,
  mediaType,
  category: 'watchlist',
  addedAt,
  updatedAt: addedAt,
  snapshot: { title: `Title ${mediaId}`, ...(date ? { date } : {}) },
});
const series = (mediaId: number, dates: (string | null)[]): TTitleSchedule => ({
  mediaType: 'tv',
  mediaId,
  title: `Show ${mediaId}`,
  posterPath: null,
  episodes: dates.map((airDate, i) => ({ season: 1, episode: i + 1, airDate, name: `Episode ${i + 1}` })),
});

describe('following', () => {
  it('follows a series once watching starts or it is bookmarked, a movie only when bookmarked before release', () => {
    const history: TWatchHistory = { 1: show(1, [watchedEpisode(1, 1, '2026-01-01')]) };
    const bookmarks = [
      bookmark('tv', 2, at('2026-01-02')),
      bookmark('movie', 3, at('2026-01-02'), '2026-06-01'),
      bookmark('movie', 4, at('2026-01-02'), '2025-06-01'),
    ];
    const keys = followedTitles(bookmarks, history, []).map((t) => `${t.mediaType}:${t.mediaId}`);
    expect(keys.sort()).toEqual(['movie:3', 'tv:1', 'tv:2']);
  });

  it('lets an explicit unfollow win over watching, and an explicit follow add a title', () => {
    const history: TWatchHistory = { 1: show(1, [watchedEpisode(1, 1, '2026-01-01')]) };
    let follows = setFollowing([], { mediaType: 'tv', mediaId: 1 }, false, at('2026-01-03'));
    follows = setFollowing(follows, { mediaType: 'tv', mediaId: 9 }, true, at('2026-01-03'));
    expect(followedTitles([], history, follows).map((t) => t.mediaId)).toEqual([9]);
  });

  it('merges follows commutatively and idempotently, removals kept', () => {
    const follow = fc.record({
      kind: fc.constantFrom('follow' as const, 'dismiss' as const),
      mediaType: fc.constantFrom('movie' as const, 'tv' as const),
      mediaId: fc.integer({ min: 1, max: 3 }),
      isFollowing: fc.boolean(),
      updatedAt: fc.integer({ min: 1, max: 5 }),
      deletedAt: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    });
    const list = fc.uniqueArray(follow, { selector: followKey });
    fc.assert(
      fc.property(list, list, (a: TFollow[], b: TFollow[]) => {
        expect(mergeFollows(a, b)).toEqual(mergeFollows(b, a));
        expect(mergeFollows(mergeFollows(a, b), b)).toEqual(mergeFollows(a, b));
      }),
    );
  });
});

describe('Up Next row', () => {
  const history: TWatchHistory = {
    1: show(1, [watchedEpisode(1, 1, '2026-01-01')]),
    2: show(2, [watchedEpisode(1, 1, '2026-01-05'), watchedEpisode(1, 2, '2026-01-05')]),
  };
  const schedules = [
    series(1, ['2025-12-01', '2025-12-08']),
    series(2, ['2026-01-01', '2026-01-02', '2026-02-01']),
  ];
  const followed = followedTitles([], history, []);

  it('hides a caught-up series until its next episode airs, then marks it new; most recent activity first', () => {
    expect(upNextItems(followed, schedules, history, [], '2026-01-20').map((i) => i.mediaId)).toEqual([1]);
    const later = upNextItems(followed, schedules, history, [], '2026-02-01');
    expect(later.map((i) => [i.mediaId, i.episode.episode, i.isNew])).toEqual([
      [2, 3, true],
      [1, 2, false],
    ]);
  });

  it('keeps a watched series on the row when it is unfollowed and followed again', () => {
    let follows = setFollowing([], { mediaType: 'tv', mediaId: 2 }, false, at('2026-01-06'));
    follows = setFollowing(follows, { mediaType: 'tv', mediaId: 2 }, true, at('2026-01-06'));
    const again = followedTitles([], history, follows);
    expect(again.map((t) => Object.keys(t).sort())).toEqual(
      again.map(() => ['lastActivity', 'mediaId', 'mediaType', 'title']),
    );
    expect(upNextItems(again, schedules, history, follows, '2026-02-01').map((i) => i.mediaId)).toEqual([
      2, 1,
    ]);
  });

  it('keeps a series taken off the row away until it is watched again or an episode airs after', () => {
    const follows = dismissUpNext([], { mediaType: 'tv', mediaId: 1 }, at('2026-01-10'));
    expect(upNextItems(followed, schedules, history, follows, '2026-01-20')).toEqual([]);
    const rewatched: TWatchHistory = {
      ...history,
      1: show(1, [watchedEpisode(1, 1, '2026-01-11')]),
    };
    const again = followedTitles([], rewatched, []);
    expect(upNextItems(again, schedules, rewatched, follows, '2026-01-20').map((i) => i.mediaId)).toEqual([
      1,
    ]);
  });
});

describe('calendar entries', () => {
  it('lists what followed titles air in the range, by date', () => {
    const followed = followedTitles(
      [bookmark('tv', 2, at('2026-01-01')), bookmark('movie', 5, at('2026-01-01'), '2026-01-15')],
      {},
      [],
    );
    const movie: TTitleSchedule = {
      mediaType: 'movie',
      mediaId: 5,
      title: 'Film',
      posterPath: null,
      releaseDate: '2026-01-15',
    };
    const entries = calendarEntries(
      followed,
      [series(2, ['2026-01-01', '2026-01-20', null]), series(7, ['2026-01-10']), movie],
      '2026-01-05',
      '2026-01-31',
    );
    expect(entries.map((e) => [e.date, e.mediaType, e.mediaId, e.episode?.episode])).toEqual([
      ['2026-01-15', 'movie', 5, undefined],
      ['2026-01-20', 'tv', 2, 2],
    ]);
  });
});
