import { describe, expect, it, vi } from 'vitest';
import { liveBookmarks } from '@marquee/domain';
import {
  LOCAL_DATA_KEY,
  STORAGE_READ_ERROR,
  STORAGE_WRITE_ERROR,
  createLocalData,
} from '../../lib/storage/local-data.ts';
import { memoryStorage, type TStorageArea } from '../../lib/storage/safe-storage.ts';
import { BOOKMARKS_KEY, createBookmarksStore } from './bookmarks-store.ts';

const movie = { mediaId: 550, mediaType: 'movie' as const, snapshot: { title: 'Fight Club' } };

function setUp(area: TStorageArea = memoryStorage()) {
  let time = 1000;
  let notifyOtherTab = () => {};
  const store = createBookmarksStore({
    data: createLocalData(area),
    now: () => (time += 10),
    watch: (onChange) => {
      notifyOtherTab = onChange;
      return () => {
        notifyOtherTab = () => {};
      };
    },
  });
  const stored = () => JSON.parse(area.get(BOOKMARKS_KEY) ?? 'null') as unknown;
  const lastUpdate = () =>
    (JSON.parse(area.get(LOCAL_DATA_KEY) ?? '{}') as { values?: { lastBookmarkUpdateTime?: number } }).values
      ?.lastBookmarkUpdateTime;
  return { area, store, stored, lastUpdate, otherTab: () => notifyOtherTab() };
}

describe('the bookmarks store', () => {
  it('adds, refreshes and removes, saving the list with its tombstones and lastBookmarkUpdateTime', () => {
    const { store, stored, lastUpdate } = setUp();
    expect(store.add(movie, 'watchlist')).toEqual({ isNew: true });
    expect(lastUpdate()).toBe(1010);
    expect(store.add(movie, 'watchlist')).toEqual({ isNew: false });
    expect(stored()).toEqual([
      expect.objectContaining({
        mediaId: 550,
        category: 'watchlist',
        addedAt: 1020,
        snapshot: movie.snapshot,
      }),
    ]);
    expect(store.remove(movie, 'watchlist')).toEqual({ isRemoved: true });
    expect(lastUpdate()).toBe(1030);
    expect(stored()).toEqual([expect.objectContaining({ mediaId: 550, deletedAt: 1030 })]);
    expect(liveBookmarks(store.getSnapshot().entries)).toEqual([]);
    expect(store.remove(movie, 'watchlist')).toEqual({ isRemoved: false });
  });

  it('gives the same snapshot until something changes, and tells subscribers', () => {
    const { store } = setUp();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.add(movie, 'favorites');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot().entries.map((entry) => entry.category)).toEqual(['favorites']);
  });

  it("picks up another tab's changes", () => {
    const { area, store, otherTab } = setUp();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().entries).toEqual([]);
    area.set(BOOKMARKS_KEY, JSON.stringify([{ mediaId: 1, category: 'watched', addedAt: 5 }]));
    otherTab();
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot().entries).toEqual([
      { mediaId: 1, category: 'watched', addedAt: 5, updatedAt: 5 },
    ]);
  });

  it('skips unreadable entries and reads a non-list as no bookmarks', () => {
    const { store } = setUp(
      memoryStorage({
        [BOOKMARKS_KEY]: JSON.stringify([
          { mediaId: 'x', category: 'watchlist', addedAt: 1 },
          { mediaId: 2, category: '  ', addedAt: 1 },
          { mediaId: 3, category: 'watchlist' },
          { mediaId: 4, category: 'watchlist', addedAt: 1, mediaType: 'tv', deletedAt: 2, updatedAt: 2 },
        ]),
      }),
    );
    expect(store.getSnapshot().entries).toEqual([
      { mediaId: 4, category: 'watchlist', addedAt: 1, mediaType: 'tv', deletedAt: 2, updatedAt: 2 },
    ]);
  });

  it('reports a storage that cannot be read with the storage message, and refuses to write over it', () => {
    const inner = memoryStorage();
    const { store } = setUp({ ...inner, read: () => ({ ok: false }) });
    expect(store.getSnapshot()).toEqual({ entries: [], readError: STORAGE_READ_ERROR });
    expect(() => store.add(movie, 'watchlist')).toThrow(STORAGE_READ_ERROR);
    expect(inner.get(BOOKMARKS_KEY)).toBeNull();
  });

  it('raises the write message when storage refuses the change', () => {
    const inner = memoryStorage();
    const { store } = setUp({ ...inner, set: () => false });
    expect(() => store.add(movie, 'watchlist')).toThrow(STORAGE_WRITE_ERROR);
  });

  it('removeAll turns every bookmark into a tombstone and counts as a change made here', () => {
    const { store, stored, lastUpdate } = setUp();
    store.add(movie, 'watchlist');
    store.add({ mediaId: 7 }, 'favorites');
    const listener = vi.fn();
    store.subscribe(listener);
    store.removeAll();
    expect(liveBookmarks(store.getSnapshot().entries)).toEqual([]);
    expect((stored() as { deletedAt?: number }[]).map((entry) => entry.deletedAt)).toEqual([1030, 1030]);
    expect(lastUpdate()).toBe(1030);
    expect(listener).toHaveBeenCalled();
  });

  it('eraseAll deletes the stored list outright, and says so when storage refuses', () => {
    const { store, area } = setUp();
    store.add(movie, 'watchlist');
    store.eraseAll();
    expect(area.get(BOOKMARKS_KEY)).toBeNull();
    expect(store.getSnapshot().entries).toEqual([]);
    const refusing = setUp({ ...memoryStorage({ [BOOKMARKS_KEY]: '[]' }), erase: () => false });
    expect(() => refusing.store.eraseAll()).toThrow(STORAGE_WRITE_ERROR);
  });
});
