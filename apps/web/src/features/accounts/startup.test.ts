import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSignedInStartup } from './startup.ts';
import { USER_INFO_KEY } from './user-store.ts';

describe('start-up for a signed-in visitor', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('removes a user-info holding an error and reloads the page, once', async () => {
    const reload = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    localStorage.setItem(USER_INFO_KEY, JSON.stringify({ error: 'Failed to fetch user data.' }));
    await runSignedInStartup({ reload });
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    // The same broken state after the reload: removed again, but no second reload.
    localStorage.setItem(USER_INFO_KEY, JSON.stringify({ error: 'again' }));
    await runSignedInStartup({ reload });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("logs out on an 'Unauthorized' answer to the user fetch", async () => {
    localStorage.setItem(
      USER_INFO_KEY,
      JSON.stringify({ username: 'ann', email: 'a@b.co', name: 'Ann', isDonator: false, '4k_token': null }),
    );
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'Unauthorized' }), { status: 401, statusText: 'Unauthorized' }),
    );
    await runSignedInStartup({ reload: vi.fn() });
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it('does nothing for a visitor without an account', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await runSignedInStartup({ reload: vi.fn() });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
