import { parseDismissedAds, recordAdDismissal, type TDismissedAds } from '@marquee/domain';
import { useSyncExternalStore } from 'react';
import { localToday } from '../../lib/local-today.ts';
import { readStoredJson, writeStoredJson } from '../../lib/storage/stored-json.ts';

// `dismissedAds`: ad id to the day it was dismissed. Every slot on the page reads it, so closing an
// ad in one slot takes it out of the others too.

export const DISMISSED_ADS_KEY = 'dismissedAds';
const listeners = new Set<() => void>();
let cached: { text: string; value: TDismissedAds } | undefined;

function read(): TDismissedAds {
  const value = parseDismissedAds(readStoredJson(DISMISSED_ADS_KEY));
  const text = JSON.stringify(value);
  // The same object while nothing changed, as useSyncExternalStore asks.
  if (cached?.text !== text) cached = { text, value };
  return cached.value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISMISSED_ADS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The ads dismissed, by id, with the day of each dismissal. */
export function useDismissedAds(): TDismissedAds {
  return useSyncExternalStore(subscribe, read);
}

/** Hides an ad for the rest of the visitor's day. */
export function dismissAd(id: string, now = new Date()): void {
  writeStoredJson(DISMISSED_ADS_KEY, recordAdDismissal(read(), id, localToday(now)));
  for (const listener of listeners) listener();
}
