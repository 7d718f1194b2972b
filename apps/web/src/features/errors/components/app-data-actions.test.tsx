import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../lib/storage/safe-storage.ts';
import { APP_DATA_MESSAGES, type TAppDataEnvironment } from '../app-data.ts';
import { AppDataActions } from './app-data-actions.tsx';

function setUp() {
  const env = {
    bookmarks: { removeAll: vi.fn(), eraseAll: vi.fn() },
    history: { removeAll: vi.fn(), eraseAll: vi.fn() },
    account: async () => undefined,
    local: memoryStorage({ theme: 'light' }),
    session: memoryStorage(),
    clearBrowserStores: vi.fn(async () => undefined),
    reload: vi.fn(),
  } satisfies TAppDataEnvironment;
  render(<AppDataActions env={env} />);
  return env;
}

describe('the data buttons of the error page', () => {
  it('ask first: Cancel clears nothing, confirming clears and says so', async () => {
    const env = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Bookmarks' }));
    let dialog = screen.getByRole('dialog', { name: 'Clear all bookmarks?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(env.bookmarks.eraseAll).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Bookmarks' }));
    dialog = screen.getByRole('dialog', { name: 'Clear all bookmarks?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, clear bookmarks' }));
    expect((await screen.findByText(APP_DATA_MESSAGES.bookmarksCleared)).getAttribute('role')).toBe('status');
    expect(env.bookmarks.eraseAll).toHaveBeenCalledOnce();
    expect(env.history.eraseAll).not.toHaveBeenCalled();
  });

  it('Clear Watchlist clears the watch history only', async () => {
    const env = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Watchlist' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear watchlist' }));
    expect((await screen.findByText(APP_DATA_MESSAGES.watchlistCleared)).getAttribute('role')).toBe('status');
    expect(env.history.eraseAll).toHaveBeenCalledOnce();
    expect(env.bookmarks.eraseAll).not.toHaveBeenCalled();
  });

  it('Reset all app data empties storage and reloads once confirmed', async () => {
    const env = setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Reset all app data' }));
    expect(screen.getByRole('dialog', { name: 'Reset all app data?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reset everything' }));
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledOnce());
    expect(env.local.get('theme')).toBeNull();
    expect((screen.getByRole('button', { name: 'Reset all app data' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
