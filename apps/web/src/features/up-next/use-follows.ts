import { useSyncExternalStore } from 'react';
import { followsStore, type TFollowsSnapshot } from './follows-store.ts';

const EMPTY: TFollowsSnapshot = { entries: [] };

/** This browser's follows and Up Next dismissals (tombstones included), kept current across tabs. */
export function useFollows(): TFollowsSnapshot {
  return useSyncExternalStore(followsStore.subscribe, followsStore.getSnapshot, () => EMPTY);
}
