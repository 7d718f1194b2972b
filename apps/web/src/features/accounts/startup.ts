import { debounce } from '../../lib/debounce.ts';
import { throttle } from '../../lib/throttle.ts';
import { safeStorage } from '../../lib/storage/safe-storage.ts';
import { bookmarksStore } from '../bookmarks/bookmarks-store.ts';
import { watchHistoryStore } from '../history/watch-history-store.ts';
import { FOLLOWS_CHANGED_VALUE, followsStore } from '../up-next/follows-store.ts';
import { USER_RATINGS_CHANGED_VALUE, userRatingsStore } from '../user-ratings/user-ratings-store.ts';
import { showToast } from '../../lib/toast.ts';
import { accountApi, isUnauthorized } from './queries.ts';
import {
  forgetUser,
  isSignedIn,
  lastSentBookmarkTime,
  lastSentFollowsTime,
  lastSentUserRatingsTime,
  readValue,
  sync4kToken,
  syncBookmarks,
  syncFollows,
  syncUserRatings,
  syncSettings,
  syncWatchHistory,
  lastSentHistoryTime,
  SYNC_MESSAGES,
} from './account-sync.ts';
import { userStore } from './user-store.ts';

/** Set while the page reloads after clearing a user-info that held an error, so it happens once. */
export const RELOADED_FLAG = 'user-info-error-reloaded';

/** The flag is set when it holds 'true'. */
export const parseReloadedFlag = (raw: string | null): boolean => raw === 'true';

export interface TStartupSteps {
  reload?: () => void;
}

/**
 * Start-up on every page for a signed-in visitor: fetch the user, sync bookmarks, sync watch history
 * (its one-time upgrade already ran as the page started, for everyone), sync the 4K token (and the settings). An 'Unauthorized' answer logs out; a
 * stored user-info with an error field is removed and the page reloaded, once.
 */
export async function runSignedInStartup(steps: TStartupSteps = {}): Promise<void> {
  const session = safeStorage('session');
  const stored = userStore.get();
  if (stored?.error) {
    forgetUser();
    if (!parseReloadedFlag(session.get(RELOADED_FLAG))) {
      session.set(RELOADED_FLAG, 'true');
      (steps.reload ?? (() => window.location.reload()))();
    }
    return;
  }
  session.remove(RELOADED_FLAG);
  if (!stored) return;
  let serverToken: string | null;
  try {
    const user = await accountApi.me();
    userStore.set(user);
    // Nobody has said who is watching yet: the picker's switch loads the profile's data.
    if (!user.profile) return;
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
  await syncWatchHistory();
  await syncFollows();
  await syncUserRatings();
  await sync4kToken(serverToken);
  await syncSettings();
  keepInSync();
}

/** How often the watch history is sent while it keeps changing (every 25 s during playback). */
const HISTORY_SYNC_EVERY_MS = 25_000;

/** How soon after a change on this device it is sent to the account. */
const SYNC_AFTER_CHANGE_MS = 1500;
let isKeepingInSync = false;

/**
 * While signed in, bookmarks made or removed here reach the account a moment later, and coming back to the
 * tab picks up what other devices did meanwhile.
 */
function keepInSync(): void {
  if (isKeepingInSync) return;
  isKeepingInSync = true;
  const hasUnsentChange = () => readValue('lastBookmarkUpdateTime') !== lastSentBookmarkTime();
  const sendSoon = debounce(() => {
    if (isSignedIn() && hasUnsentChange()) void syncBookmarks();
  }, SYNC_AFTER_CHANGE_MS);
  bookmarksStore.subscribe(() => {
    if (hasUnsentChange()) sendSoon();
  });
  // A change made while start-up was syncing.
  if (hasUnsentChange()) sendSoon();
  // During playback progress is saved every 2 s: it reaches the account every 25 s.
  const historyUnsent = () => readValue('lastWatchHistoryUpdateTime') !== lastSentHistoryTime();
  const sendHistory = throttle(() => {
    if (isSignedIn() && historyUnsent()) void syncWatchHistory({ quiet: true });
  }, HISTORY_SYNC_EVERY_MS);
  watchHistoryStore.subscribe(() => {
    if (historyUnsent()) sendHistory();
  });
  const followsUnsent = () => readValue(FOLLOWS_CHANGED_VALUE) !== lastSentFollowsTime();
  const sendFollows = debounce(() => {
    if (isSignedIn() && followsUnsent()) void syncFollows();
  }, SYNC_AFTER_CHANGE_MS);
  followsStore.subscribe(() => {
    if (followsUnsent()) sendFollows();
  });
  const userRatingsUnsent = () => readValue(USER_RATINGS_CHANGED_VALUE) !== lastSentUserRatingsTime();
  const sendUserRatings = debounce(() => {
    if (isSignedIn() && userRatingsUnsent()) void syncUserRatings();
  }, SYNC_AFTER_CHANGE_MS);
  userRatingsStore.subscribe(() => {
    if (userRatingsUnsent()) sendUserRatings();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && isSignedIn()) {
      void syncBookmarks();
      void syncFollows();
      void syncUserRatings();
    }
  });
}
