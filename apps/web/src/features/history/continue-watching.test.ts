import { afterEach, describe, expect, it } from 'vitest';
import {
  parseContinueWatching,
  progressPercent,
  readContinueWatching,
  WATCH_HISTORY_KEY,
} from './continue-watching.ts';

const history = {
  '603': {
    type: 'movie',
    title: 'The Matrix',
    year: 1999,
    updatedAt: 1_000,
    progress: { watched: 1800, duration: 7200 },
  },
  '1396': {
    type: 'show',
    title: 'Breaking Bad',
    year: 2008,
    updatedAt: 2_000,
    episodes: {
      s1e1: {
        id: 62085,
        number: 1,
        title: 'Pilot',
        updatedAt: 2_000,
        progress: { watched: 3480, duration: 3480 },
      },
      s1e2: {
        id: 62086,
        number: 2,
        title: "Cat's in the Bag...",
        updatedAt: 3_000,
        progress: { watched: 600, duration: 2880 },
      },
    },
  },
};

describe('parseContinueWatching', () => {
  it('lists movies and shows newest first', () => {
    const items = parseContinueWatching(JSON.stringify(history));
    expect(items.map((item) => item.id)).toEqual([1396, 603]);
    expect(items[1]).toEqual({
      id: 603,
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      updatedAt: 1_000,
      percent: 25,
    });
  });

  it('picks up a show at its most recently watched episode', () => {
    const [show] = parseContinueWatching(JSON.stringify(history));
    expect(show?.episode).toEqual({ season: 1, episode: 2, title: "Cat's in the Bag..." });
    expect(show?.updatedAt).toBe(3_000);
    expect(show?.percent).toBeCloseTo((600 / 2880) * 100);
  });

  it('reads nothing from missing, malformed or wrongly shaped data', () => {
    expect(parseContinueWatching(null)).toEqual([]);
    expect(parseContinueWatching('')).toEqual([]);
    expect(parseContinueWatching('{not json')).toEqual([]);
    expect(parseContinueWatching('[1,2,3]')).toEqual([]);
    expect(parseContinueWatching('"text"')).toEqual([]);
    expect(parseContinueWatching('null')).toEqual([]);
  });

  it('skips bad entries and keeps the good ones', () => {
    const raw = JSON.stringify({
      abc: { type: 'movie', title: 'No id', updatedAt: 5 },
      '-4': { type: 'movie', title: 'Negative', updatedAt: 5 },
      '7': 'not an object',
      '8': null,
      '9': { type: 'movie', title: 'Removed', updatedAt: 9, deletedAt: 10 },
      '10': { type: 'movie', updatedAt: 'yesterday', progress: { watched: 'a', duration: 0 } },
      '11': {
        type: 'show',
        title: 'Odd episodes',
        updatedAt: 4,
        episodes: { pilot: {}, s1e1: 'x', s2e3: { updatedAt: 6 } },
      },
    });
    const items = parseContinueWatching(raw);
    expect(items.map((item) => item.id)).toEqual([11, 10]);
    expect(items[0]?.episode).toEqual({ season: 2, episode: 3 });
    expect(items[1]).toMatchObject({ title: 'Untitled Movie', percent: 0, updatedAt: 0 });
  });

  it('accepts the wrapped form the sync API sends', () => {
    const items = parseContinueWatching(JSON.stringify({ items: history, updatedAt: 1 }));
    expect(items).toHaveLength(2);
  });

  it('treats any type other than movie as a show', () => {
    const items = parseContinueWatching(
      JSON.stringify({ '5': { type: 'tv', title: 'Legacy', updatedAt: 1 } }),
    );
    expect(items[0]?.type).toBe('show');
  });
});

describe('progressPercent', () => {
  it('is clamped to 0..100', () => {
    expect(progressPercent({ watched: 50, duration: 100 })).toBe(50);
    expect(progressPercent({ watched: 150, duration: 100 })).toBe(100);
    expect(progressPercent({ watched: -5, duration: 100 })).toBe(0);
    expect(progressPercent({ watched: 5, duration: 0 })).toBe(0);
    expect(progressPercent(undefined)).toBe(0);
  });
});

describe('readContinueWatching', () => {
  afterEach(() => window.localStorage.clear());

  it('reads the media-tracking key of local storage', () => {
    window.localStorage.setItem(WATCH_HISTORY_KEY, JSON.stringify(history));
    expect(readContinueWatching()).toHaveLength(2);
  });

  it('is empty when nothing is stored', () => {
    expect(readContinueWatching()).toEqual([]);
  });
});
