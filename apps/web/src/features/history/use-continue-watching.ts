import { useMemo, useSyncExternalStore } from 'react';
import { parseContinueWatching, WATCH_HISTORY_KEY, type TContinueItem } from './continue-watching.ts';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(WATCH_HISTORY_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  // Other tabs write the history while this one is open.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === WATCH_HISTORY_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The continue-watching titles of this browser, newest first, kept current across tabs. */
export function useContinueWatching(): TContinueItem[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseContinueWatching(raw), [raw]);
}
