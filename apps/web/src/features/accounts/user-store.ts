import type { TUser } from '@marquee/contract/routes';
import { LocalDataError, localData, type TLocalData } from '../../lib/storage/local-data.ts';
import { onStoredValueChange, safeStorage, type TSafeStorage } from '../../lib/storage/safe-storage.ts';
import { createStoreListeners } from '../../lib/storage/store-listeners.ts';

/** The cached signed-in user; its presence is the logged-in state. */
export const USER_INFO_KEY = 'user-info';

/** What user-info holds: the user, or a stored failure (`error`), which start-up clears. */
export type TStoredUser = TUser & { error?: string };

/** Whether this browser keeps a user-info (any, even one start-up will clear): a cheap check before any account code loads. */
export function hasStoredUser(area: TSafeStorage = safeStorage('local')): boolean {
  return area.get(USER_INFO_KEY) !== null;
}

/** The stored user-info: a user, or a stored failure; anything else reads as none. */
export function parseStoredUser(raw: string | null): TStoredUser | null {
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
  let cached: { raw: string | null; user: TStoredUser | null } | undefined;
  const { changed, subscribe } = createStoreListeners(watch, () => (cached = undefined));
  return {
    get() {
      let raw: string | null;
      try {
        raw = data.readItem(USER_INFO_KEY);
      } catch (error) {
        if (error instanceof LocalDataError) return null;
        throw error;
      }
      if (cached?.raw !== raw) cached = { raw, user: parseStoredUser(raw) };
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
    subscribe,
  };
}

/** This browser's signed-in user. */
export const userStore = createUserStore(localData, (onChange) =>
  onStoredValueChange(USER_INFO_KEY, onChange),
);
