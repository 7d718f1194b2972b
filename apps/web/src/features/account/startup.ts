import { safeStorage } from '../../lib/safe-storage.ts';
import { showToast } from '../../lib/toast.ts';
import { accountApi, isUnauthorized } from './account-api.ts';
import { forgetUser, sync4kToken, syncBookmarks, syncSettings, SYNC_MESSAGES } from './account-sync.ts';
import { userStore } from './user-store.ts';

/** Set while the page reloads after clearing a user-info that held an error, so it happens once (§4). */
const RELOADED_FLAG = 'user-info-error-reloaded';

export interface TStartupSteps {
  /** The one-time watch-data upgrade and the history sync (the history feature's part, when present). */
  watchHistory?: () => Promise<void>;
  reload?: () => void;
}

/**
 * Start-up on every page for a signed-in visitor (spec §4): fetch the user, sync bookmarks, upgrade watch data
 * once, sync watch history, sync the 4K token (and the settings). An 'Unauthorized' answer logs out; a
 * stored user-info with an error field is removed and the page reloaded, once.
 */
export async function runSignedInStartup(steps: TStartupSteps = {}): Promise<void> {
  const session = safeStorage('session');
  const stored = userStore.get();
  if (stored?.error) {
    forgetUser();
    if (session.get(RELOADED_FLAG) !== 'true') {
      session.set(RELOADED_FLAG, 'true');
      (steps.reload ?? (() => window.location.reload()))();
    }
    return;
  }
  session.remove(RELOADED_FLAG);
  if (!stored) return;
  let serverToken: string | null = null;
  try {
    const user = await accountApi.me();
    userStore.set(user);
    serverToken = user['4k_token'];
  } catch (error) {
    if (isUnauthorized(error)) {
      forgetUser();
      return;
    }
    showToast(SYNC_MESSAGES.userFailed, { kind: 'error' });
    return;
  }
  await syncBookmarks();
  await steps.watchHistory?.();
  await sync4kToken(serverToken);
  await syncSettings();
}
