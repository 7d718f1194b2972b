import type { TUser } from '@marquee/contract/routes';
import { LocalDataError, localData, type TLocalData } from '../../lib/local-data.ts';
import { onStoredValueChange } from '../../lib/safe-storage.ts';

import { USER_INFO_KEY } from './user-info-key.ts';

export { USER_INFO_KEY };

/** What user-info holds: the user, or a stored failure (`error`), which start-up clears (§4). */
export type TStoredUser = TUser & { error?: string };

function parseUser(raw: string | null): TStoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const user = value as Partial<TStoredUser>;
    if (typeof user.error === 'string') return user as TStoredUser;
    return typeof user.username === 'string' ? (user as TStoredUser) : null;
  } catch {
    return null;
  }
}

export interface TUserStore {
  /** The stored user (with an `error` field when the last fetch stored one), or null. */
  get(): TStoredUser | null;
  set(user: TUser): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createUserStore(data: TLocalData, watch: (onChange: () => void) => () => void): TUserStore {
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;
  let cached: { raw: string | null; user: TStoredUser | null } | undefined;
  const changed = () => {
    cached = undefined;
    for (const listener of listeners) listener();
  };
  return {
    get() {
      let raw: string | null;
      try {
        raw = data.readItem(USER_INFO_KEY);
      } catch (error) {
        if (error instanceof LocalDataError) return null;
        throw error;
      }
      if (cached?.raw !== raw) cached = { raw, user: parseUser(raw) };
      return cached.user;
    },
    set(user) {
      data.writeItem(USER_INFO_KEY, JSON.stringify(user));
      changed();
    },
    clear() {
      data.removeItem(USER_INFO_KEY);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      stopWatching ??= watch(changed);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
  };
}

/** This browser's signed-in user. */
export const userStore = createUserStore(localData, (onChange) =>
  onStoredValueChange(USER_INFO_KEY, onChange),
);
