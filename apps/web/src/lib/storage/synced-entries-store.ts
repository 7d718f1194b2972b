import { LocalDataError, type TLocalData } from './local-data.ts';
import { createStoreListeners } from './store-listeners.ts';

export interface TSyncedEntriesEnvironment {
  data: TLocalData;
  now: () => number;
  watch: (onChange: () => void) => () => void;
}

export interface TSyncedEntriesSnapshot<T> {
  entries: readonly T[];
}

/** The rules of one kind of synced entries: how stored ones are read and how two lists merge. */
export interface TSyncedEntriesKind<T> {
  /** The storage key of the JSON array (tombstones included). */
  key: string;
  /** The local-data wrapper's value that says when the entries last changed on this device. */
  changedValue: string;
  /** One stored entry, or undefined when it is unusable. */
  readEntry: (value: unknown) => T | undefined;
  /** Per key newest wins (the domain's merge of this kind). */
  merge: (ours: readonly T[], theirs: readonly T[]) => readonly T[];
}

export interface TSyncedEntriesStore<T> {
  getSnapshot(): TSyncedEntriesSnapshot<T>;
  subscribe(listener: () => void): () => void;
  /** A change made here, stamped with the time now (what sync sends next). Throws LocalDataError. */
  change(apply: (entries: readonly T[], at: number) => readonly T[]): void;
  /** Merges the server's answer in; not a change made here. Throws LocalDataError. */
  mergeIn(entries: readonly T[]): void;
  /** Replaces them with nothing (another profile's come next). Throws LocalDataError. */
  eraseAll(): void;
}

/** Stored entries as a list; anything unusable (not JSON, not an array, a bad entry) reads as none. */
export function parseSyncedEntries<T>(raw: string | null, readEntry: (value: unknown) => T | undefined): T[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.map(readEntry).filter((entry): entry is T => entry !== undefined);
  } catch {
    return [];
  }
}

/**
 * A list of synced entries (follows, user ratings) kept in this browser as a small external store (for
 * useSyncExternalStore): the snapshot is read once per change, and an unreadable storage reads as empty.
 */
export function createSyncedEntriesStore<T>(
  kind: TSyncedEntriesKind<T>,
  env: TSyncedEntriesEnvironment,
): TSyncedEntriesStore<T> {
  let snapshot: TSyncedEntriesSnapshot<T> | undefined;
  const forget = () => (snapshot = undefined);
  const { changed, subscribe } = createStoreListeners(env.watch, forget, forget);
  const current = () => parseSyncedEntries(env.data.readItem(kind.key), kind.readEntry);
  const save = (entries: readonly T[], at: number | undefined) => {
    env.data.writeItem(kind.key, JSON.stringify(entries));
    if (at !== undefined) env.data.setValue(kind.changedValue, at);
    changed();
  };
  return {
    getSnapshot: () => {
      if (snapshot) return snapshot;
      try {
        snapshot = { entries: current() };
      } catch (error) {
        if (!(error instanceof LocalDataError)) throw error;
        snapshot = { entries: [] };
      }
      return snapshot;
    },
    subscribe,
    change(apply) {
      const at = env.now();
      save(apply(current(), at), at);
    },
    mergeIn(entries) {
      const before = current();
      const merged = kind.merge(before, entries);
      // Nothing new from the server: no write, so no listener runs and no sync is scheduled.
      if (JSON.stringify(merged) === JSON.stringify(kind.merge(before, []))) return;
      save(merged, undefined);
    },
    eraseAll() {
      env.data.removeItem(kind.key);
      changed();
    },
  };
}
