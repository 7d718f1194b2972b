import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './last-writer-wins.ts';
import { watchHistoryArb } from './sync.arbitraries.ts';
import {
  episodeKey,
  isHistoryEntryRemoved,
  mergeWatchHistory,
  removeAllFromHistory,
  removeFromHistory,
  sameWatchHistory,
  type TWatchHistory,
} from './watch-history.ts';

function same(a: TWatchHistory, b: TWatchHistory): void {
  expect(canonicalJson(a)).toBe(canonicalJson(b));
}

const series = (updatedAt: number, episodes: Record<string, number>): TWatchHistory => ({
  '1396': {
    id: 1396,
    type: 'show',
    title: 'Breaking Bad',
    updatedAt,
    episodes: Object.fromEntries(
      Object.entries(episodes).map(([id, at]) => [
        id,
        {
          id,
          number: Number(id.split('e')[1]),
          seasonNumber: 1,
          updatedAt: at,
          progress: { watched: 60, duration: 100 },
        },
      ]),
    ),
  },
});

describe('watch history merge', () => {
  it('names episodes s{season}e{episode}', () => {
    expect(episodeKey(1, 3)).toBe('s1e3');
  });

  it('keeps each episode from the device that watched it last', () => {
    const here = series(10, { s1e1: 10, s1e2: 4 });
    const there = series(8, { s1e2: 8, s1e3: 7 });
    const merged = mergeWatchHistory(here, there)['1396'];
    expect(Object.keys(merged?.episodes ?? {})).toEqual(['s1e1', 's1e2', 's1e3']);
    expect(merged?.episodes?.s1e2?.updatedAt).toBe(8);
    expect(merged?.updatedAt).toBe(10);
  });

  it('takes the newer movie progress', () => {
    const movie = (updatedAt: number, watched: number): TWatchHistory => ({
      '550': { id: 550, type: 'movie', title: 'Fight Club', updatedAt, progress: { watched, duration: 100 } },
    });
    expect(mergeWatchHistory(movie(5, 30), movie(9, 70))['550']?.progress?.watched).toBe(70);
    expect(mergeWatchHistory(movie(9, 70), movie(5, 30))['550']?.progress?.watched).toBe(70);
  });

  it('a removed title stays removed when another device sends its old copy', () => {
    const old = series(10, { s1e1: 10 });
    const removed = removeFromHistory(old, 1396, 20);
    expect(isHistoryEntryRemoved(removed['1396']!)).toBe(true);
    expect(removed['1396']?.episodes).toBeUndefined();
    const merged = mergeWatchHistory(old, removed);
    expect(isHistoryEntryRemoved(merged['1396']!)).toBe(true);
    expect(merged['1396']?.episodes).toBeUndefined();
  });

  it('watching again after a removal brings back only what was watched after it', () => {
    const removed = removeFromHistory(series(10, { s1e1: 10 }), 1396, 20);
    const watchedLater = series(30, { s1e1: 10, s1e4: 30 });
    const merged = mergeWatchHistory(removed, watchedLater)['1396'];
    expect(merged && isHistoryEntryRemoved(merged)).toBe(false);
    expect(Object.keys(merged?.episodes ?? {})).toEqual(['s1e4']);
  });

  it('removes every title at once, leaving tombstones that an old copy cannot undo', () => {
    const old: TWatchHistory = {
      ...series(10, { s1e1: 10, s1e2: 40 }),
      '550': {
        id: 550,
        type: 'movie',
        title: 'Fight Club',
        updatedAt: 5,
        progress: { watched: 1, duration: 2 },
      },
    };
    const cleared = removeAllFromHistory(old, 20);
    expect(Object.values(cleared).every(isHistoryEntryRemoved)).toBe(true);
    // Newer than the show's latest episode.
    expect(cleared['1396']?.deletedAt).toBe(41);
    expect(cleared['550']?.deletedAt).toBe(20);
    expect(Object.values(mergeWatchHistory(old, cleared)).every(isHistoryEntryRemoved)).toBe(true);
    expect(removeAllFromHistory(cleared, 99)).toEqual(cleared);
    expect(removeAllFromHistory({}, 9)).toEqual({});
  });

  it('removing an absent or removed title changes nothing', () => {
    const removed = removeFromHistory(series(1, {}), 1396, 5);
    expect(removeFromHistory(removed, 1396, 9)).toBe(removed);
    expect(removeFromHistory({}, 7, 9)).toEqual({});
  });

  it('compares histories regardless of key order', () => {
    expect(
      sameWatchHistory(
        { a: series(1, {})['1396']!, b: series(2, {})['1396']! },
        { b: series(2, {})['1396']!, a: series(1, {})['1396']! },
      ),
    ).toBe(true);
  });
});

describe('watch history merge (properties)', () => {
  it('is commutative', () => {
    fc.assert(
      fc.property(watchHistoryArb, watchHistoryArb, (a, b) => {
        same(mergeWatchHistory(a, b), mergeWatchHistory(b, a));
      }),
      { numRuns: 500 },
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(watchHistoryArb, watchHistoryArb, watchHistoryArb, (a, b, c) => {
        same(mergeWatchHistory(mergeWatchHistory(a, b), c), mergeWatchHistory(a, mergeWatchHistory(b, c)));
      }),
      { numRuns: 500 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(watchHistoryArb, (a) => {
        const once = mergeWatchHistory(a, {});
        same(mergeWatchHistory(once, once), once);
      }),
      { numRuns: 500 },
    );
  });

  it('never brings back a removed title or its episodes', () => {
    fc.assert(
      fc.property(watchHistoryArb, watchHistoryArb, fc.integer({ min: 13, max: 20 }), (mine, theirs, now) => {
        // Both devices were in sync, then this one removed every title; the other still has the old copy.
        const synced = mergeWatchHistory(mine, theirs);
        let removed = synced;
        for (const key of Object.keys(synced)) removed = removeFromHistory(removed, Number(key), now);
        for (const merged of [mergeWatchHistory(removed, synced), mergeWatchHistory(theirs, removed)]) {
          for (const entry of Object.values(merged)) {
            expect(isHistoryEntryRemoved(entry)).toBe(true);
            expect(entry.episodes).toBeUndefined();
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
