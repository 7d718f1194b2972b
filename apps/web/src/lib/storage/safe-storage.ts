// The one module that touches the browser's storage areas; everything else goes through it (or through
// local-data.ts, which adds the local-lock wrapper and the storage error messages on top).

/** A read that tells a missing value (null) from a storage that could not be read at all. */
export type TStorageRead = { ok: true; value: string | null } | { ok: false };

/** A web storage area that never throws: private mode, disabled storage or a full quota read as empty. */
export interface TSafeStorage {
  /** The stored value; null when missing or unreadable. */
  get(key: string): string | null;
  /** Whether the value was stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** The same area for callers that must know when storage failed (the local-data wrapper). */
export interface TStorageArea extends TSafeStorage {
  read(key: string): TStorageRead;
  /** Whether the key is gone (false when storage refused). */
  erase(key: string): boolean;
  /** Removes every key of the area (this origin's: all of it is the app's); false when storage refused. */
  clear(): boolean;
}

/** Wraps `localStorage` or `sessionStorage`; even touching the property can throw (SecurityError). */
export function safeStorage(area: 'local' | 'session'): TStorageArea {
  const storage = (): Storage => (area === 'local' ? window.localStorage : window.sessionStorage);
  const read = (key: string): TStorageRead => {
    try {
      return { ok: true, value: storage().getItem(key) };
    } catch {
      return { ok: false };
    }
  };
  const erase = (key: string): boolean => {
    try {
      storage().removeItem(key);
      return true;
    } catch {
      return false;
    }
  };
  return {
    get: (key) => {
      const result = read(key);
      return result.ok ? result.value : null;
    },
    read,
    set(key, value) {
      try {
        storage().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    erase,
    remove: (key) => {
      erase(key);
    },
    clear() {
      try {
        storage().clear();
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** An in-memory storage area, for tests and as a stand-in. */
export function memoryStorage(initial: Record<string, string> = {}): TStorageArea {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    read: (key) => ({ ok: true, value: values.get(key) ?? null }),
    set: (key, value) => {
      values.set(key, value);
      return true;
    },
    erase: (key) => {
      values.delete(key);
      return true;
    },
    remove: (key) => {
      values.delete(key);
    },
    clear: () => {
      values.clear();
      return true;
    },
  };
}

/**
 * Calls `onChange` when another tab changes `key` in localStorage (or clears it); returns the unsubscribe.
 * The browser fires `storage` only in the other tabs, never in the one that wrote.
 */
export function onStoredValueChange(key: string, onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
