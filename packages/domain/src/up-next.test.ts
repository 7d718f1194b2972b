import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { THistoryEntry } from './sync/watch-history.ts';
import { upNextOf, watchedEpisodes, type TScheduledEpisode } from './up-next.ts';

const day = (date: string) => Date.parse(`${date}T12:00:00Z`);
const ep = (season: number, episode: number, airDate: string | null): TScheduledEpisode => ({
  season,
  episode,
  airDate,
});
const schedule = [
  ep(0, 1, '2020-01-01'),
  ep(1, 1, '2021-01-01'),
  ep(1, 2, '2021-01-08'),
  ep(1, 4, '2021-01-22'), // episode 3 is missing from the catalogue
  ep(2, 1, '2022-01-01'),
  ep(2, 2, '2022-01-08'),
  ep(2, 3, null),
];

describe('Up Next', () => {
  it('offers the first aired episode to a viewer who has not started', () => {
    expect(upNextOf(schedule, [], 0, '2030-01-01')).toEqual({
      kind: 'not-started',
      next: ep(1, 1, '2021-01-01'),
    });
  });

  it('steps over a missing episode and rolls into the next season, never into specials', () => {
    const watched = [{ season: 1, episode: 2 }];
    expect(upNextOf(schedule, watched, day('2023-01-01'), '2023-01-01')).toMatchObject({
      episode: ep(1, 4, '2021-01-22'),
    });
    const endOfSeason = [{ season: 1, episode: 4 }];
    expect(upNextOf(schedule, endOfSeason, day('2023-01-01'), '2023-01-01')).toMatchObject({
      kind: 'next',
      episode: ep(2, 1, '2022-01-01'),
      isNew: false,
    });
  });

  it('counts from the furthest episode watched, not from a gap left behind', () => {
    const watched = [
      { season: 1, episode: 1 },
      { season: 2, episode: 1 },
    ];
    expect(upNextOf(schedule, watched, day('2023-01-01'), '2023-01-01')).toMatchObject({
      episode: ep(2, 2, '2022-01-08'),
    });
  });

  it('is caught up until the next episode airs, which then comes back as new', () => {
    const future = [...schedule.slice(0, -1), ep(2, 3, '2022-02-01')];
    const watched = [{ season: 2, episode: 2 }];
    const caughtUpOn = day('2022-01-10');
    expect(upNextOf(future, watched, caughtUpOn, '2022-01-20')).toEqual({
      kind: 'caught-up',
      nextAiring: ep(2, 3, '2022-02-01'),
    });
    expect(upNextOf(future, watched, caughtUpOn, '2022-02-01')).toEqual({
      kind: 'next',
      episode: ep(2, 3, '2022-02-01'),
      isNew: true,
    });
  });

  it('has nothing to announce for a series that ended (or whose next date is unknown)', () => {
    const watched = [{ season: 2, episode: 2 }];
    expect(upNextOf(schedule, watched, day('2023-01-01'), '2030-01-01')).toEqual({
      kind: 'caught-up',
      nextAiring: undefined,
    });
  });

  it('does not mark as new an episode that had aired before the viewer last watched', () => {
    const watched = [{ season: 1, episode: 1 }];
    expect(upNextOf(schedule, watched, day('2023-05-01'), '2023-05-01')).toMatchObject({ isNew: false });
  });

  const arbitrarySchedule = fc.uniqueArray(
    fc.record({
      season: fc.integer({ min: 0, max: 4 }),
      episode: fc.integer({ min: 1, max: 8 }),
      airDate: fc.option(
        fc
          .integer({ min: 0, max: 60 })
          .map(
            (n) => `2024-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
          ),
        { nil: null },
      ),
    }),
    { selector: (e) => `${e.season}:${e.episode}`, maxLength: 30 },
  );

  it('never offers a special, an unaired, an already watched episode or one before the furthest watched', () => {
    fc.assert(
      fc.property(
        arbitrarySchedule,
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 5 }),
        (episodes, pick, count) => {
          const watched = episodes
            .slice(pick, pick + count)
            .map(({ season, episode }) => ({ season, episode }));
          const today = '2024-06-15';
          const result = upNextOf(episodes, watched, 0, today);
          const furthest = watched
            .filter((w) => w.season > 0)
            .sort((a, b) => a.season - b.season || a.episode - b.episode)
            .at(-1);
          const aheadAired = episodes.filter(
            (e) =>
              e.season > 0 &&
              e.airDate !== null &&
              e.airDate <= today &&
              !watched.some((w) => w.season === e.season && w.episode === e.episode) &&
              (!furthest ||
                e.season > furthest.season ||
                (e.season === furthest.season && e.episode > furthest.episode)),
          );
          if (result.kind === 'next') {
            expect(aheadAired).toContainEqual(result.episode);
            for (const other of aheadAired) {
              expect(other.season * 100 + other.episode).toBeGreaterThanOrEqual(
                result.episode.season * 100 + result.episode.episode,
              );
            }
          } else if (result.kind === 'caught-up') {
            expect(aheadAired).toEqual([]);
            if (result.nextAiring) expect(result.nextAiring.airDate! > today).toBe(true);
          } else {
            expect(furthest).toBeUndefined();
            if (result.next) expect(result.next.season).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});

describe('watched episodes of a history entry', () => {
  const entry: THistoryEntry = {
    id: 1396,
    type: 'show',
    title: 'Breaking Bad',
    updatedAt: 50,
    episodes: {
      s1e1: {
        id: 's1e1',
        number: 1,
        seasonNumber: 1,
        progress: { watched: 2900, duration: 3000 },
        updatedAt: 10,
      },
      s1e2: {
        id: 's1e2',
        number: 2,
        seasonNumber: 1,
        progress: { watched: 600, duration: 3000 },
        updatedAt: 40,
      },
      s1e3: {
        id: 's1e3',
        number: 3,
        seasonNumber: 1,
        progress: { watched: 3000, duration: 3000 },
        updatedAt: 20,
        deletedAt: 30,
      },
    },
  };

  it('counts episodes past 93 % as watched, skips removed ones and keeps the latest activity', () => {
    expect(watchedEpisodes(entry)).toEqual({ refs: [{ season: 1, episode: 1 }], lastActivity: 40 });
    expect(watchedEpisodes(undefined)).toEqual({ refs: [], lastActivity: 0 });
  });
});
