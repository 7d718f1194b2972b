import { describe, expect, it } from 'vitest';
import { upgradeWatchHistory } from './upgrade-watch-history.ts';
import { removeFromHistory } from './watch-history.ts';
import {
  clampProgress,
  liveHistoryEntries,
  recordWatchProgress,
  savedProgressOf,
  shouldSaveProgress,
} from './watch-progress.ts';

const movie = { id: 603, type: 'movie' as const, title: 'The Matrix', year: 1999 };
const series = { id: 1396, type: 'show' as const, title: 'Breaking Bad', year: 2008 };

describe('when progress is saved', () => {
  it('only past 5 s, for videos of at least 10 s', () => {
    expect(shouldSaveProgress(5, 100)).toBe(false);
    expect(shouldSaveProgress(5.1, 100)).toBe(true);
    expect(shouldSaveProgress(6, 9.9)).toBe(false);
    expect(shouldSaveProgress(6, Number.NaN)).toBe(false);
  });

  it('keeps watched within 0..duration', () => {
    expect(clampProgress(120, 100)).toEqual({ watched: 100, duration: 100 });
    expect(clampProgress(-1, 100)).toEqual({ watched: 0, duration: 100 });
  });
});

describe('recordWatchProgress', () => {
  it('stores a movie in its stored shape', () => {
    const history = recordWatchProgress({}, movie, { watched: 60, duration: 7200 }, 1000);
    expect(history).toEqual({
      '603': {
        id: 603,
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        updatedAt: 1000,
        progress: { watched: 60, duration: 7200 },
      },
    });
    expect(savedProgressOf(history, 603)).toEqual({ watched: 60, duration: 7200 });
  });

  it('stores episodes of a show under s{season}e{episode}, keeping the others', () => {
    let history = recordWatchProgress(
      {},
      { ...series, episode: { season: 1, number: 1, title: 'Pilot' } },
      { watched: 50, duration: 3000 },
      1,
    );
    history = recordWatchProgress(
      history,
      { ...series, episode: { season: 1, number: 2 } },
      { watched: 20, duration: 3000 },
      2,
    );
    expect(Object.keys(history['1396']?.episodes ?? {})).toEqual(['s1e1', 's1e2']);
    expect(history['1396']?.episodes?.s1e1).toMatchObject({
      number: 1,
      seasonNumber: 1,
      title: 'Pilot',
      updatedAt: 1,
    });
    expect(savedProgressOf(history, 1396, { season: 1, number: 2 })).toEqual({ watched: 20, duration: 3000 });
    expect(savedProgressOf(history, 1396, { season: 2, number: 1 })).toBeUndefined();
  });

  it('brings a removed title back with only what is watched now', () => {
    let history = recordWatchProgress(
      {},
      { ...series, episode: { season: 1, number: 1 } },
      { watched: 50, duration: 3000 },
      1,
    );
    history = removeFromHistory(history, 1396, 5);
    expect(liveHistoryEntries(history)).toEqual([]);
    history = recordWatchProgress(
      history,
      { ...series, episode: { season: 1, number: 2 } },
      { watched: 9, duration: 3000 },
      3,
    );
    const [entry] = liveHistoryEntries(history);
    expect(entry?.updatedAt).toBeGreaterThan(5);
    expect(savedProgressOf(history, 1396, { season: 1, number: 1 })).toBeUndefined();
    expect(savedProgressOf(history, 1396, { season: 1, number: 2 })).toEqual({ watched: 9, duration: 3000 });
  });

  it('lists live titles newest first', () => {
    let history = recordWatchProgress({}, movie, { watched: 60, duration: 7200 }, 1);
    history = recordWatchProgress(
      history,
      { ...series, episode: { season: 1, number: 1 } },
      { watched: 6, duration: 60 },
      2,
    );
    expect(liveHistoryEntries(history).map((entry) => entry.id)).toEqual([1396, 603]);
  });
});

describe('upgradeWatchHistory', () => {
  it('strips older fields (poster, seasons, episodes of movies) and keeps the rest', () => {
    const raw = JSON.stringify({
      '603': {
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        poster: '/m.jpg',
        updatedAt: 10,
        progress: { watched: 10, duration: 100 },
        episodes: { s1e1: { progress: { watched: 1, duration: 2 } } },
      },
      '1396': {
        type: 'tv',
        title: 'Breaking Bad',
        seasons: { '1': {} },
        updatedAt: '2024-01-01T00:00:00Z',
        episodes: {
          s1e3: {
            id: 62087,
            number: 3,
            title: 'x',
            seasonId: 3572,
            updatedAt: 4,
            progress: { watched: 5, duration: 9 },
          },
          bad: {},
        },
      },
      oops: { type: 'movie' },
    });
    expect(upgradeWatchHistory(raw)).toEqual({
      '603': {
        id: 603,
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        updatedAt: 10,
        progress: { watched: 10, duration: 100 },
      },
      '1396': {
        id: 1396,
        type: 'show',
        title: 'Breaking Bad',
        updatedAt: Date.parse('2024-01-01T00:00:00Z'),
        episodes: {
          s1e3: {
            id: 's1e3',
            number: 3,
            seasonNumber: 1,
            title: 'x',
            seasonId: 3572,
            updatedAt: 4,
            progress: { watched: 5, duration: 9 },
          },
        },
      },
    });
  });

  it('reads nothing from unreadable data', () => {
    expect(upgradeWatchHistory(null)).toEqual({});
    expect(upgradeWatchHistory('{no')).toEqual({});
    expect(upgradeWatchHistory('[1]')).toEqual({});
  });
});
