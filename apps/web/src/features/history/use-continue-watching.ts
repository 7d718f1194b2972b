import { CAROUSEL_MAX_ITEMS, continueWatchingOf, type TContinueItem } from '@marquee/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { watchHistoryStore } from './watch-history-store.ts';

const readRaw = () => watchHistoryStore.getRaw();

/**
 * The titles this browser watched, newest first (at most `limit`; the home row's 100 by default), kept current
 * in this tab and across tabs.
 */
export function useContinueWatching(limit: number = CAROUSEL_MAX_ITEMS): TContinueItem[] {
  const raw = useSyncExternalStore(watchHistoryStore.subscribe, readRaw, () => null);
  return useMemo(() => continueWatchingOf(raw, limit), [raw, limit]);
}
