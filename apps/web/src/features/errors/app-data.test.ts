import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalDataError, STORAGE_WRITE_ERROR } from '../../lib/storage/local-data.ts';
import { memoryStorage } from '../../lib/storage/safe-storage.ts';
import {
  APP_DATA_MESSAGES,
  clearBookmarks,
  clearWatchlist,
  resetAppData,
  type TAccountLink,
  type TAppDataEnvironment,
} from './app-data.ts';

function setUp(account?: Partial<TAccountLink>) {
  const link: TAccountLink | undefined = account && {
    syncBookmarks: vi.fn(async () => true),
    syncWatchHistory: vi.fn(async () => true),
    logout: vi.fn(async () => ({ ok: true })),
    ...account,
  };
  const env = {
    bookmarks: { removeAll: vi.fn(), eraseAll: vi.fn() },
    history: { removeAll: vi.fn(), eraseAll: vi.fn() },
    account: vi.fn(async () => link),
    local: memoryStorage({ bookmarks: '[]', theme: 'light', 'user-info': '{}' }),
    session: memoryStorage({ 'marquee:route-module-reload': '1' }),
    clearBrowserStores: vi.fn(async () => undefined),
    reload: vi.fn(),
  } satisfies TAppDataEnvironment;
  return { env, link };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Clear Bookmarks and Clear Watchlist', () => {
  it("delete a visitor's stored list outright", async () => {
    const { env } = setUp();
    expect(await clearBookmarks(env)).toEqual({ ok: true, message: APP_DATA_MESSAGES.bookmarksCleared });
    expect(env.bookmarks.eraseAll).toHaveBeenCalledOnce();
    expect(env.bookmarks.removeAll).not.toHaveBeenCalled();
    expect(await clearWatchlist(env)).toEqual({ ok: true, message: APP_DATA_MESSAGES.watchlistCleared });
    expect(env.history.eraseAll).toHaveBeenCalledOnce();
    expect(env.bookmarks.eraseAll).toHaveBeenCalledOnce();
  });

  it("remove a signed-in user's list as tombstones and sync them at once, so the account's copy goes too", async () => {
    const { env, link } = setUp({});
    expect(await clearBookmarks(env)).toEqual({
      ok: true,
      message: APP_DATA_MESSAGES.bookmarksClearedOnAccount,
    });
    expect(env.bookmarks.removeAll).toHaveBeenCalledOnce();
    expect(env.bookmarks.eraseAll).not.toHaveBeenCalled();
    expect(link?.syncBookmarks).toHaveBeenCalledOnce();
    expect(await clearWatchlist(env)).toEqual({
      ok: true,
      message: APP_DATA_MESSAGES.watchlistClearedOnAccount,
    });
    expect(env.history.removeAll).toHaveBeenCalledOnce();
    expect(link?.syncWatchHistory).toHaveBeenCalledOnce();
  });

  it('say the account follows later when the sync fails (the tombstones stay for the next one)', async () => {
    const { env } = setUp({ syncBookmarks: async () => false });
    expect(await clearBookmarks(env)).toEqual({ ok: true, message: APP_DATA_MESSAGES.accountLater });
    expect(env.bookmarks.removeAll).toHaveBeenCalledOnce();
  });

  it('give the storage message when storage refuses', async () => {
    const { env } = setUp();
    env.bookmarks.eraseAll.mockImplementation(() => {
      throw new LocalDataError('write');
    });
    expect(await clearBookmarks(env)).toEqual({ ok: false, message: STORAGE_WRITE_ERROR });
  });
});

describe('Reset all app data', () => {
  it('signs out, empties both storage areas and the browser stores, then reloads', async () => {
    const { env, link } = setUp({});
    await resetAppData(env);
    expect(link?.logout).toHaveBeenCalledOnce();
    expect(env.local.get('bookmarks')).toBeNull();
    expect(env.local.get('theme')).toBeNull();
    expect(env.local.get('user-info')).toBeNull();
    expect(env.session.get('marquee:route-module-reload')).toBeNull();
    expect(env.clearBrowserStores).toHaveBeenCalledOnce();
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('goes on when the sign-out call hangs or the browser stores fail', async () => {
    vi.useFakeTimers();
    const { env } = setUp({ logout: () => new Promise(() => undefined) });
    env.clearBrowserStores.mockRejectedValue(new Error('blocked'));
    const done = resetAppData(env);
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(env.local.get('theme')).toBeNull();
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('resets a visitor without calling the server', async () => {
    const { env } = setUp();
    await resetAppData(env);
    expect(env.local.get('bookmarks')).toBeNull();
    expect(env.reload).toHaveBeenCalledOnce();
  });
});
