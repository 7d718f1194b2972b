import { describe, expect, it, vi } from 'vitest';
import { LOCAL_DATA_KEY, STORAGE_READ_ERROR, createLocalData } from '../../lib/storage/local-data.ts';
import { memoryStorage } from '../../lib/storage/safe-storage.ts';
import { BOOKMARKS_KEY } from './bookmarks-store.ts';
import {
  BAD_BOOKMARKS_MESSAGE,
  LEGACY_BOOKMARKS_KEY,
  MIGRATION_FAILED_MESSAGE,
  MIGRATION_MESSAGE,
  migrateBookmarks,
} from './migrate-bookmarks.ts';

const NOW = 5_000;
const LEGACY = {
  'movie-550': { data: { id: 550, title: 'Fight Club' }, info: { addedAt: 200 } },
  'no-id': { data: { title: 'Lost' }, info: { addedAt: 300 } },
};

function run(initial: Record<string, string>, area = memoryStorage(initial)) {
  const toast = vi.fn();
  migrateBookmarks({ data: createLocalData(area), now: NOW, toast });
  return { area, toast, stored: () => JSON.parse(area.get(BOOKMARKS_KEY) ?? 'null') as unknown };
}

describe('bookmark migration on first load', () => {
  it('does nothing when there is nothing to migrate', () => {
    const list = JSON.stringify([{ mediaId: 1, category: 'watched', addedAt: 1, updatedAt: 1 }]);
    const { area, toast } = run({ [BOOKMARKS_KEY]: list });
    expect(area.get(BOOKMARKS_KEY)).toBe(list);
    expect(toast).not.toHaveBeenCalled();
  });

  it('converts the legacy store to watchlist bookmarks (items without an id dropped), saves it and deletes it', () => {
    const { area, toast, stored } = run({ [LEGACY_BOOKMARKS_KEY]: JSON.stringify(LEGACY) });
    expect(stored()).toEqual([
      expect.objectContaining({ mediaId: 550, mediaType: 'movie', category: 'watchlist', addedAt: 200 }),
    ]);
    expect(area.get(LEGACY_BOOKMARKS_KEY)).toBeNull();
    expect(JSON.parse(area.get(LOCAL_DATA_KEY) ?? '{}')).toEqual({
      valid: true,
      values: { lastBookmarkUpdateTime: NOW },
    });
    expect(toast).toHaveBeenCalledWith(MIGRATION_MESSAGE, { kind: 'loading', duration: 10_000 });
  });

  it('keeps bookmarks already in the new format, removals included', () => {
    const existing = [
      { mediaId: 550, mediaType: 'movie', category: 'watchlist', addedAt: 1, updatedAt: 9, deletedAt: 9 },
      { mediaId: 7, category: 'favorites', addedAt: 2, updatedAt: 2 },
    ];
    const { stored } = run({
      [BOOKMARKS_KEY]: JSON.stringify(existing),
      [LEGACY_BOOKMARKS_KEY]: JSON.stringify({
        ...LEGACY,
        b: { data: { id: 8, name: 'Show', media_type: 'tv' }, info: { addedAt: 3 } },
      }),
    });
    expect(stored()).toEqual([
      ...existing,
      expect.objectContaining({ mediaId: 8, mediaType: 'tv', category: 'watchlist', addedAt: 3 }),
    ]);
  });

  it.each(['{"a":1}', 'null', 'garbage'])('deletes stored bookmarks that are not a list (%s)', (bad) => {
    const { area, toast } = run({ [BOOKMARKS_KEY]: bad });
    expect(area.get(BOOKMARKS_KEY)).toBeNull();
    expect(toast).toHaveBeenCalledWith(BAD_BOOKMARKS_MESSAGE);
  });

  it('toasts Error when the legacy store is not JSON, and drops it', () => {
    const { area, toast } = run({ [LEGACY_BOOKMARKS_KEY]: '{broken' });
    expect(toast).toHaveBeenCalledWith(MIGRATION_FAILED_MESSAGE, expect.objectContaining({ kind: 'error' }));
    expect(area.get(LEGACY_BOOKMARKS_KEY)).toBeNull();
  });

  it('toasts Error, naming the storage failure, when storage cannot be read', () => {
    const inner = memoryStorage({ [LEGACY_BOOKMARKS_KEY]: JSON.stringify(LEGACY) });
    const { toast } = run({}, { ...inner, read: () => ({ ok: false }) });
    expect(toast).toHaveBeenCalledWith(MIGRATION_FAILED_MESSAGE, {
      kind: 'error',
      description: STORAGE_READ_ERROR,
    });
    expect(inner.get(LEGACY_BOOKMARKS_KEY)).not.toBeNull();
  });
});
