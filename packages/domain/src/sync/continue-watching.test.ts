import { describe, expect, it } from 'vitest';
import { continueWatchingOf, progressPercent } from './continue-watching.ts';

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

describe('continueWatchingOf', () => {
  it('lists movies and shows newest first', () => {
    const items = continueWatchingOf(JSON.stringify(history));
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
    const [series] = continueWatchingOf(JSON.stringify(history));
    expect(series?.episode).toEqual({ season: 1, episode: 2, title: "Cat's in the Bag..." });
    expect(series?.updatedAt).toBe(3_000);
    expect(series?.percent).toBeCloseTo((600 / 2880) * 100);
  });

  it('reads nothing from missing, malformed or wrongly shaped data', () => {
    expect(continueWatchingOf(null)).toEqual([]);
    expect(continueWatchingOf('')).toEqual([]);
    expect(continueWatchingOf('{not json')).toEqual([]);
    expect(continueWatchingOf('[1,2,3]')).toEqual([]);
    expect(continueWatchingOf('"text"')).toEqual([]);
    expect(continueWatchingOf('null')).toEqual([]);
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
        episodes: {
          pilot: {},
          s1e1: 'x',
          s1e2: { updatedAt: 7 },
          s2e3: { updatedAt: 6, progress: { watched: 1, duration: 4 } },
        },
      },
    });
    const items = continueWatchingOf(raw);
    expect(items.map((item) => item.id)).toEqual([11, 10]);
    // An episode without progress is no watched episode.
    expect(items[0]?.episode).toEqual({ season: 2, episode: 3 });
    expect(items[0]?.percent).toBe(25);
    expect(items[1]).toMatchObject({ title: 'Untitled Movie', percent: 0, updatedAt: 0 });
  });

  it('accepts the wrapped form the sync API sends', () => {
    const items = continueWatchingOf(JSON.stringify({ items: history, updatedAt: 1 }));
    expect(items).toHaveLength(2);
  });

  it('treats any type other than movie as a show', () => {
    const items = continueWatchingOf(JSON.stringify({ '5': { type: 'tv', title: 'Legacy', updatedAt: 1 } }));
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
    expect(progressPercent({ watched: Number.NaN, duration: 100 })).toBe(0);
  });
});

describe('continueWatchingOf limits', () => {
  it('keeps the newest `limit` titles', () => {
    expect(continueWatchingOf(JSON.stringify(history), 1).map((item) => item.id)).toEqual([1396]);
  });
});
