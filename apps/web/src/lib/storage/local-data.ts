import { safeStorage, type TStorageArea } from './safe-storage.ts';

// The app's own data in localStorage: items such as `bookmarks`, and the
// `local-lock` wrapper. Stored wrapper shape: {"valid":true,"values":{"lastBookmarkUpdateTime":1700000000000}}.

export const LOCAL_DATA_KEY = 'local-lock';
export const STORAGE_READ_ERROR = 'Failed to read from localStorage, clear all data and try again.';
export const STORAGE_WRITE_ERROR = 'Failed to update localStorage, clear all data and try again.';

/** Storage could not be read or written; `message` is the text for the user. */
export class LocalDataError extends Error {
  constructor(readonly kind: 'read' | 'write') {
    super(kind === 'read' ? STORAGE_READ_ERROR : STORAGE_WRITE_ERROR);
    this.name = 'LocalDataError';
  }
}

/** The named values the wrapper holds; unknown names are kept as they are. */
export interface TLocalDataValues {
  /** When bookmarks last changed on this device (ms). */
  lastBookmarkUpdateTime?: number;
  /** When the watch history last changed on this device (ms); unset until the one-time watch-data upgrade ran. */
  lastWatchHistoryUpdateTime?: number;
  [name: string]: unknown;
}

export interface TLocalDataWrapper {
  valid: true;
  values: TLocalDataValues;
}

export interface TLocalData {
  /** A stored item; throws LocalDataError('read') (after clearing the wrapper) when storage cannot be read. */
  readItem(key: string): string | null;
  /** Stores an item; throws LocalDataError('write') (after clearing the wrapper) when storage refuses. */
  writeItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** The wrapper; a missing, unparsable or invalid one is reset to an empty valid wrapper first. */
  readWrapper(): TLocalDataWrapper;
  setValue<K extends keyof TLocalDataValues>(name: K, value: TLocalDataValues[K]): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored text as a wrapper, or undefined when it is not a valid one. */
export function parseWrapper(raw: string | null): TLocalDataWrapper | undefined {
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.valid !== true || !isRecord(parsed.values)) return undefined;
  return { valid: true, values: parsed.values };
}

const emptyWrapper = (): TLocalDataWrapper => ({ valid: true, values: {} });

/** The local-data wrapper over one storage area. */
export function createLocalData(area: TStorageArea): TLocalData {
  const fail = (kind: 'read' | 'write'): never => {
    // Data that cannot be read or written is cleared, then the error is raised.
    area.erase(LOCAL_DATA_KEY);
    throw new LocalDataError(kind);
  };
  const readItem = (key: string) => {
    const result = area.read(key);
    return result.ok ? result.value : fail('read');
  };
  const writeItem = (key: string, value: string) => {
    if (!area.set(key, value)) fail('write');
  };
  const readWrapper = () => {
    const wrapper = parseWrapper(readItem(LOCAL_DATA_KEY));
    if (wrapper) return wrapper;
    const reset = emptyWrapper();
    writeItem(LOCAL_DATA_KEY, JSON.stringify(reset));
    return reset;
  };
  return {
    readItem,
    writeItem,
    removeItem: (key) => {
      if (!area.erase(key)) fail('write');
    },
    readWrapper,
    setValue: (name, value) => {
      const wrapper = readWrapper();
      writeItem(LOCAL_DATA_KEY, JSON.stringify({ ...wrapper, values: { ...wrapper.values, [name]: value } }));
    },
  };
}

/** This browser's local data. */
export const localData: TLocalData = createLocalData(safeStorage('local'));
