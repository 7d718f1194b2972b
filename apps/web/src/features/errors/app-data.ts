import { LocalDataError } from '../../lib/storage/local-data.ts';
import { safeStorage, type TStorageArea } from '../../lib/storage/safe-storage.ts';
import { hasStoredUser } from '../accounts/user-store.ts';
import { unregisterServiceWorkers } from '../accounts/service-workers.ts';
import { bookmarksStore, type TBookmarksStore } from '../bookmarks/bookmarks-store.ts';
import { watchHistoryStore, type TWatchHistoryStore } from '../history/watch-history-store.ts';

// The error page's data buttons: Clear Bookmarks, Clear Watchlist (the watch history,
// `media-tracking`) and Reset all app data. A visitor's data is deleted outright. A signed-in user's is removed
// as tombstones and synced at once (removals stick across devices), or the account's copy would
// come back with the next sync.

/** The signed-in user's account, as the buttons need it. */
export interface TAccountLink {
  syncBookmarks(): Promise<boolean>;
  syncWatchHistory(): Promise<boolean>;
  logout(): Promise<unknown>;
}

/** A stored list the buttons clear: with tombstones for the sync, or outright. */
type TClearable = Pick<TBookmarksStore | TWatchHistoryStore, 'removeAll' | 'eraseAll'>;

export interface TAppDataEnvironment {
  bookmarks: TClearable;
  history: TClearable;
  /** The account when someone is signed in on this device, else undefined (its code loads only then). */
  account(): Promise<TAccountLink | undefined>;
  local: TStorageArea;
  session: TStorageArea;
  /** Deletes the IndexedDB databases, Cache Storage and service workers of this origin. */
  clearBrowserStores(): Promise<void>;
  reload(): void;
}

export interface TClearOutcome {
  ok: boolean;
  message: string;
}

export const APP_DATA_MESSAGES = {
  bookmarksCleared: 'Your bookmarks were cleared.',
  bookmarksClearedOnAccount: 'Your bookmarks were cleared here and on your account.',
  watchlistCleared: 'Your watchlist and watch progress were cleared.',
  watchlistClearedOnAccount: 'Your watchlist and watch progress were cleared here and on your account.',
  accountLater: 'Cleared on this device; your account follows at the next sync.',
} as const;

/** How long a reset waits for the sign-out call before going on without it. */
const LOGOUT_WAIT_MS = 3000;

async function clearList(
  account: TAccountLink | undefined,
  store: TClearable,
  sync: (account: TAccountLink) => Promise<boolean>,
  messages: { cleared: string; onAccount: string },
): Promise<TClearOutcome> {
  try {
    if (!account) {
      store.eraseAll();
      return { ok: true, message: messages.cleared };
    }
    store.removeAll();
  } catch (error) {
    if (error instanceof LocalDataError) return { ok: false, message: error.message };
    throw error;
  }
  const isSynced = await sync(account);
  return { ok: true, message: isSynced ? messages.onAccount : APP_DATA_MESSAGES.accountLater };
}

/** Clear Bookmarks: every bookmark of this device goes (and of the account, for a signed-in user). */
export async function clearBookmarks(
  env: TAppDataEnvironment = browserEnvironment(),
): Promise<TClearOutcome> {
  return clearList(await env.account(), env.bookmarks, (account) => account.syncBookmarks(), {
    cleared: APP_DATA_MESSAGES.bookmarksCleared,
    onAccount: APP_DATA_MESSAGES.bookmarksClearedOnAccount,
  });
}

/** Clear Watchlist: the watch history and progress of this device go (and of the account, when signed in). */
export async function clearWatchlist(
  env: TAppDataEnvironment = browserEnvironment(),
): Promise<TClearOutcome> {
  return clearList(await env.account(), env.history, (account) => account.syncWatchHistory(), {
    cleared: APP_DATA_MESSAGES.watchlistCleared,
    onAccount: APP_DATA_MESSAGES.watchlistClearedOnAccount,
  });
}

/**
 * Reset all app data: signs out (the session cookie cannot be reached from the page), empties this origin's
 * localStorage and sessionStorage, IndexedDB, Cache Storage and service workers, then reloads. The account's
 * synced copy stays on the server.
 */
export async function resetAppData(env: TAppDataEnvironment = browserEnvironment()): Promise<void> {
  const account = await env.account().catch(() => undefined);
  if (account) {
    const timeout = new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS));
    await Promise.race([account.logout().catch(() => undefined), timeout]);
  }
  env.local.clear();
  env.session.clear();
  await env.clearBrowserStores().catch(() => undefined);
  env.reload();
}

/** Resolves when the request ends, whichever way. */
const settled = (request: IDBOpenDBRequest) =>
  new Promise<void>((resolve) => {
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });

async function clearBrowserStores(): Promise<void> {
  const canList = typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function';
  const databases = canList ? await indexedDB.databases() : [];
  const names = databases.flatMap((database) => (database.name ? [database.name] : []));
  const cacheNames = typeof caches === 'undefined' ? [] : await caches.keys();
  await Promise.all([
    ...names.map((name) => settled(indexedDB.deleteDatabase(name))),
    ...cacheNames.map((name) => caches.delete(name)),
    unregisterServiceWorkers(),
  ]);
}

async function signedInAccount(local: TStorageArea): Promise<TAccountLink | undefined> {
  if (!hasStoredUser(local)) return undefined;
  const [sync, { accountApi }] = await Promise.all([
    import('../accounts/account-sync.ts'),
    import('../accounts/queries.ts'),
  ]);
  if (!sync.isSignedIn()) return undefined;
  return {
    syncBookmarks: sync.syncBookmarks,
    syncWatchHistory: () => sync.syncWatchHistory({ quiet: true }),
    logout: accountApi.logout,
  };
}

function browserEnvironment(): TAppDataEnvironment {
  const local = safeStorage('local');
  return {
    bookmarks: bookmarksStore,
    history: watchHistoryStore,
    account: () => signedInAccount(local),
    local,
    session: safeStorage('session'),
    clearBrowserStores,
    reload: () => window.location.reload(),
  };
}
