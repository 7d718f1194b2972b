import { upgradeWatchHistory, type THistoryEntry } from '@marquee/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { watchHistoryStore } from './watch-history-store.ts';

const readRaw = () => watchHistoryStore.getRaw();

/** This browser's watch history of one title, kept current in this tab and across tabs. */
export function useHistoryEntry(id: number): THistoryEntry | undefined {
  const raw = useSyncExternalStore(watchHistoryStore.subscribe, readRaw, () => null);
  return useMemo(() => upgradeWatchHistory(raw)[String(id)], [raw, id]);
}
