import { useSyncExternalStore } from 'react';
import { userStore, type TStoredUser } from './user-store.ts';

/** The signed-in user as stored (user-info), or null when logged out. */
export function useStoredUser(): TStoredUser | null {
  return useSyncExternalStore(userStore.subscribe, userStore.get, () => null);
}
