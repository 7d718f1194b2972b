import { describe, expect, it, vi } from 'vitest';
import { createLocalData } from './local-data.ts';
import { memoryStorage } from './safe-storage.ts';
import { createSyncedEntriesStore, parseSyncedEntries } from './synced-entries-store.ts';

interface TNote {
  id: string;
  updatedAt: number;
}

const readNote = (value: unknown): TNote | undefined => {
  const { id, updatedAt } = (value ?? {}) as Record<string, unknown>;
  return typeof id === 'string' && typeof updatedAt === 'number' ? { id, updatedAt } : undefined;
};

/** Per id the newest wins, sorted by id. */
const mergeNotes = (ours: readonly TNote[], theirs: readonly TNote[]): TNote[] => {
  const byId = new Map<string, TNote>();
  for (const note of [...ours, ...theirs]) {
    const known = byId.get(note.id);
    if (!known || note.updatedAt > known.updatedAt) byId.set(note.id, note);
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
};

function notesStore(initial: Record<string, string> = {}) {
  const data = createLocalData(memoryStorage(initial));
  let now = 1_000;
  const store = createSyncedEntriesStore<TNote>(
    { key: 'notes', changedValue: 'lastNoteUpdateTime', readEntry: readNote, merge: mergeNotes },
    { data, now: () => now, watch: () => () => {} },
  );
  return { data, store, setNow: (at: number) => (now = at) };
}

describe('parseSyncedEntries', () => {
  it('keeps usable entries and reads anything else as none', () => {
    expect(parseSyncedEntries('[{"id":"a","updatedAt":1},{"id":2},"x"]', readNote)).toEqual([
      { id: 'a', updatedAt: 1 },
    ]);
    expect(parseSyncedEntries('{"id":"a"}', readNote)).toEqual([]);
    expect(parseSyncedEntries('not json', readNote)).toEqual([]);
    expect(parseSyncedEntries(null, readNote)).toEqual([]);
  });
});

describe('createSyncedEntriesStore', () => {
  it('stores a change made here with the time it was made, and tells subscribers', () => {
    const { data, store, setNow } = notesStore();
    const listener = vi.fn();
    store.subscribe(listener);
    setNow(5_000);
    store.change((entries, at) => mergeNotes(entries, [{ id: 'a', updatedAt: at }]));
    expect(store.getSnapshot().entries).toEqual([{ id: 'a', updatedAt: 5_000 }]);
    expect(data.readWrapper().values.lastNoteUpdateTime).toBe(5_000);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("merges the server's newer entries without counting them as a change made here", () => {
    const { data, store } = notesStore();
    store.mergeIn([{ id: 'b', updatedAt: 7 }]);
    expect(store.getSnapshot().entries).toEqual([{ id: 'b', updatedAt: 7 }]);
    expect(data.readWrapper().values.lastNoteUpdateTime).toBeUndefined();
  });

  it('writes nothing and tells no one when the server brings nothing new', () => {
    const { store } = notesStore({ notes: JSON.stringify([{ id: 'a', updatedAt: 9 }]) });
    const listener = vi.fn();
    store.subscribe(listener);
    store.mergeIn([{ id: 'a', updatedAt: 3 }]);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot().entries).toEqual([{ id: 'a', updatedAt: 9 }]);
  });

  it('erases every entry, for the next profile', () => {
    const { data, store } = notesStore({ notes: JSON.stringify([{ id: 'a', updatedAt: 9 }]) });
    expect(store.getSnapshot().entries).toHaveLength(1);
    store.eraseAll();
    expect(data.readItem('notes')).toBeNull();
    expect(store.getSnapshot().entries).toEqual([]);
  });
});
