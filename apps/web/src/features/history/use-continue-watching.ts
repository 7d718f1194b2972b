import { useMemo, useSyncExternalStore } from 'react';
import { parseContinueWatching, type TContinueItem } from './continue-watching.ts';
import { watchHistoryStore } from './watch-history-store.ts';

const readRaw = () => watchHistoryStore.getRaw();

/**
 * The titles this browser watched, newest first (at most `limit`; the home row's 100 by default), kept current
 * in this tab and across tabs.
 */
export function useContinueWatching(limit?: number): TContinueItem[] {
  const raw = useSyncExternalStore(watchHistoryStore.subscribe, readRaw, () => null);
  return useMemo(() => parseContinueWatching(raw, limit), [raw, limit]);
}
