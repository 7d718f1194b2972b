import { useMemo, useSyncExternalStore } from 'react';
import { parseContinueWatching, type TContinueItem } from './continue-watching.ts';
import { watchHistoryStore } from './watch-history-store.ts';

const readRaw = () => watchHistoryStore.getRaw();

/** The continue-watching titles of this browser, newest first, kept current in this tab and across tabs. */
export function useContinueWatching(): TContinueItem[] {
  const raw = useSyncExternalStore(watchHistoryStore.subscribe, readRaw, () => null);
  return useMemo(() => parseContinueWatching(raw), [raw]);
}
