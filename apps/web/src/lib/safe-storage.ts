/** A web storage area that never throws: private mode, disabled storage or a full quota read as empty. */
export interface TSafeStorage {
  get(key: string): string | null;
  /** Whether the value was stored. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

/** Wraps `localStorage` or `sessionStorage`; even touching the property can throw (SecurityError). */
export function safeStorage(area: 'local' | 'session'): TSafeStorage {
  const storage = (): Storage => (area === 'local' ? window.localStorage : window.sessionStorage);
  return {
    get(key) {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing stored that we could reach: nothing to remove.
      }
    },
  };
}

/** An in-memory storage area, for tests and as a stand-in. */
export function memoryStorage(initial: Record<string, string> = {}): TSafeStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
      return true;
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}
