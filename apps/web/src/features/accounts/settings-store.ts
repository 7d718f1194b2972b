import {
  DEFAULT_SETTINGS,
  effectiveSettings,
  parseSettings,
  type TSettings,
  type TSettingsRecord,
} from '@marquee/domain';
import { LocalDataError, localData, type TLocalData } from '../../lib/local-data.ts';
import { onStoredValueChange } from '../../lib/safe-storage.ts';

/** The account settings on this device (spec §3): the chosen ones as a flat object; the player reads it too. */
export const SETTINGS_KEY = 'settings';

function parseJson(raw: string | null): unknown {
  try {
    return JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
}

export interface TSettingsStore {
  get(): TSettings;
  /** What this device saved and when (for sync). */
  record(): TSettingsRecord;
  /** Saves one choice now. Throws LocalDataError when storage refuses. */
  choose<K extends keyof TSettings>(name: K, value: TSettings[K]): void;
  /** Adopts another device's newer settings (the server's answer to a sync). */
  adopt(record: TSettingsRecord): void;
  subscribe(listener: () => void): () => void;
}

export function createSettingsStore(data: TLocalData, now: () => number): TSettingsStore {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; settings: TSettings } | undefined;
  let stopWatching: (() => void) | undefined;
  const changed = () => {
    cached = undefined;
    for (const listener of listeners) listener();
  };
  const readRaw = () => {
    try {
      return data.readItem(SETTINGS_KEY);
    } catch (error) {
      if (error instanceof LocalDataError) return null;
      throw error;
    }
  };
  const saved = () => parseSettings(parseJson(readRaw()));
  const save = (settings: Partial<TSettings>, at: number) => {
    data.writeItem(SETTINGS_KEY, JSON.stringify(settings));
    data.setValue('lastSettingsUpdateTime', at);
    changed();
  };
  return {
    get() {
      const raw = readRaw();
      if (cached?.raw !== raw) cached = { raw, settings: effectiveSettings(parseSettings(parseJson(raw))) };
      return cached.settings;
    },
    record() {
      let value: unknown;
      try {
        value = data.readWrapper().values.lastSettingsUpdateTime;
      } catch {
        value = undefined;
      }
      return { settings: saved(), updatedAt: typeof value === 'number' ? value : 0 };
    },
    choose(name, value) {
      save({ ...saved(), [name]: value }, now());
    },
    adopt(record) {
      save(parseSettings(record.settings), record.updatedAt);
    },
    subscribe(listener) {
      listeners.add(listener);
      stopWatching ??= onStoredValueChange(SETTINGS_KEY, changed);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
  };
}

export const settingsStore = createSettingsStore(localData, Date.now);
export { DEFAULT_SETTINGS };
