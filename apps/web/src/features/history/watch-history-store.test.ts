import { describe, expect, it, vi } from 'vitest';
import { createLocalData, parseWrapper } from '../../lib/storage/local-data.ts';
import { memoryStorage } from '../../lib/storage/safe-storage.ts';
import { upgradeWatchData, WATCH_DATA_UPGRADE_MESSAGE } from './upgrade-watch-data.ts';
import { createWatchHistoryStore } from './watch-history-store.ts';

function setup(initial: Record<string, string> = {}) {
  const area = memoryStorage(initial);
  const data = createLocalData(area);
  let now = 1000;
  const store = createWatchHistoryStore({ data, now: () => now++, watch: () => () => undefined });
  return { area, data, store };
}

describe('watch history store', () => {
  it('saves progress in media-tracking and tells its readers', () => {
    const { area, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.saveProgress({ id: 603, type: 'movie', title: 'The Matrix' }, { watched: 30, duration: 100 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(area.get('media-tracking') ?? '{}')).toEqual({
      '603': {
        id: 603,
        type: 'movie',
        title: 'The Matrix',
        updatedAt: 1000,
        progress: { watched: 30, duration: 100 },
      },
    });
    expect(parseWrapper(area.get('local-lock'))?.values.lastWatchHistoryUpdateTime).toBe(1000);
  });

  it('removes a title, leaving a tombstone', () => {
    const { store } = setup();
    store.saveProgress({ id: 603, type: 'movie', title: 'The Matrix' }, { watched: 30, duration: 100 });
    store.remove(603);
    expect(store.read()['603']?.deletedAt).toBeDefined();
    expect(store.read()['603']?.progress).toBeUndefined();
  });
});

describe('merging in a sync answer', () => {
  it("says whether it brought anything new: the same copy back is no news, another device's title is", () => {
    const { store } = setup();
    store.saveProgress({ id: 603, type: 'movie', title: 'The Matrix' }, { watched: 30, duration: 100 });
    expect(store.mergeIn(store.read())).toBe(false);
    const elsewhere = {
      '550': {
        id: 550,
        type: 'movie' as const,
        title: 'Fight Club',
        updatedAt: 5000,
        progress: { watched: 5, duration: 100 },
      },
    };
    expect(store.mergeIn({ ...store.read(), ...elsewhere })).toBe(true);
    expect(Object.keys(store.read()).sort()).toEqual(['550', '603']);
  });
});

describe('clearing the watch history', () => {
  const seed = (store: ReturnType<typeof setup>['store']) => {
    store.saveProgress({ id: 603, type: 'movie', title: 'The Matrix' }, { watched: 30, duration: 100 });
    store.saveProgress({ id: 550, type: 'movie', title: 'Fight Club' }, { watched: 5, duration: 100 });
  };

  it('removeAll leaves a tombstone for every title and counts as a change made here', () => {
    const { area, store } = setup();
    seed(store);
    const listener = vi.fn();
    store.subscribe(listener);
    store.removeAll();
    expect(Object.values(store.read()).map((entry) => entry.deletedAt !== undefined)).toEqual([true, true]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(parseWrapper(area.get('local-lock'))?.values.lastWatchHistoryUpdateTime).toBe(1002);
  });

  it('eraseAll deletes media-tracking outright and tells its readers', () => {
    const { area, store } = setup();
    seed(store);
    const listener = vi.fn();
    store.subscribe(listener);
    store.eraseAll();
    expect(area.get('media-tracking')).toBeNull();
    expect(store.read()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('upgradeWatchData', () => {
  const legacy = JSON.stringify({
    '603': {
      type: 'movie',
      title: 'M',
      poster: '/p.jpg',
      updatedAt: 5,
      progress: { watched: 1, duration: 2 },
    },
  });

  it('upgrades once, with the 10 s toast, then sets lastWatchHistoryUpdateTime', () => {
    const { area, data } = setup({ 'media-tracking': legacy });
    const notify = vi.fn();
    expect(upgradeWatchData(data, 42, notify)).toBe(true);
    expect(notify).toHaveBeenCalledWith(WATCH_DATA_UPGRADE_MESSAGE);
    expect(JSON.parse(area.get('media-tracking') ?? '{}')['603'].poster).toBeUndefined();
    expect(parseWrapper(area.get('local-lock'))?.values.lastWatchHistoryUpdateTime).toBe(42);
    expect(upgradeWatchData(data, 43, notify)).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a newcomer with no history gets no toast, only the time', () => {
    const { area, data } = setup();
    const notify = vi.fn();
    expect(upgradeWatchData(data, 7, notify)).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(parseWrapper(area.get('local-lock'))?.values.lastWatchHistoryUpdateTime).toBe(7);
  });
});
