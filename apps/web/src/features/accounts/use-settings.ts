import type { TSettings } from '@marquee/domain';
import { useSyncExternalStore } from 'react';
import { showToast } from '../../lib/toast.ts';
import { debounce } from '../../lib/debounce.ts';
import { LocalDataError } from '../../lib/storage/local-data.ts';
import { applyCaptionSetting, applySettings, isSignedIn, syncSettings } from './account-sync.ts';
import { settingsStore } from './settings-store.ts';

/** A signed-in user's changes reach the account a moment after the last one. */
const syncSoon = debounce(() => void syncSettings(), 1000);

/** Saves one setting on this device, makes it take effect, and syncs it for a signed-in user. */
export function chooseSetting<K extends keyof TSettings>(name: K, value: TSettings[K]): void {
  try {
    settingsStore.choose(name, value);
  } catch (error) {
    if (error instanceof LocalDataError) {
      showToast(error.message, { kind: 'error' });
      return;
    }
    throw error;
  }
  applySettings();
  if (name === 'subtitleSize' || name === 'subtitleColor') applyCaptionSetting(settingsStore.get(), [name]);
  if (isSignedIn()) syncSoon();
}

export function useSettings(): TSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}
