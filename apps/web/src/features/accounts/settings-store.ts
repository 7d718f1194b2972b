import {
  DEFAULT_SETTINGS,
  effectiveSettings,
  parseSettings,
  type TSettings,
  type TSettingsRecord,
} from '@marquee/domain';
import { LocalDataError, localData, type TLocalData } from '../../lib/storage/local-data.ts';
import { onStoredValueChange } from '../../lib/storage/safe-storage.ts';
import { createStoreListeners } from '../../lib/storage/store-listeners.ts';

/** The account settings on this device: the chosen ones as a flat object. */
export const SETTINGS_KEY = 'settings';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored settings: the real choices of the flat object (or of a synced record, {settings, updatedAt}, as
 * an older version kept); anything unusable is left out, so its default applies.
 */
export function parseStoredSettings(raw: string | null): Partial<TSettings> {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? 'null');
  } catch {
    data = null;
  }
  return parseSettings(isRecord(data) && isRecord(data.settings) ? data.settings : data);
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
  let cached: { raw: string | null; settings: TSettings } | undefined;
  const { changed, subscribe } = createStoreListeners(
    (onChange) => onStoredValueChange(SETTINGS_KEY, onChange),
    () => (cached = undefined),
  );
  const readRaw = () => {
    try {
      return data.readItem(SETTINGS_KEY);
    } catch (error) {
      if (error instanceof LocalDataError) return null;
      throw error;
    }
  };
  const saved = () => parseStoredSettings(readRaw());
  const save = (settings: Partial<TSettings>, at: number) => {
    data.writeItem(SETTINGS_KEY, JSON.stringify(settings));
    data.setValue('lastSettingsUpdateTime', at);
    changed();
  };
  return {
    get() {
      const raw = readRaw();
      if (cached?.raw !== raw) cached = { raw, settings: effectiveSettings(parseStoredSettings(raw)) };
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
    subscribe,
  };
}

export const settingsStore = createSettingsStore(localData, Date.now);
export { DEFAULT_SETTINGS };
