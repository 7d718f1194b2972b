import { useMemo, useSyncExternalStore } from 'react';
import { onStoredValueChange, safeStorage } from '../../lib/safe-storage.ts';
import { parseContinueWatching, WATCH_HISTORY_KEY, type TContinueItem } from './continue-watching.ts';

const localArea = safeStorage('local');
const readRaw = () => localArea.get(WATCH_HISTORY_KEY);
// Other tabs write the history while this one is open.
const subscribe = (onChange: () => void) => onStoredValueChange(WATCH_HISTORY_KEY, onChange);

/** The continue-watching titles of this browser, newest first, kept current across tabs. */
export function useContinueWatching(): TContinueItem[] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseContinueWatching(raw), [raw]);
}
