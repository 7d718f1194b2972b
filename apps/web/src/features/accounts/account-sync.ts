import { CAPTION_SIZE_SCALE, type TSettings } from '@marquee/domain';
import { LocalDataError, localData } from '../../lib/storage/local-data.ts';
import { showToast } from '../../lib/toast.ts';
import { bookmarksStore } from '../bookmarks/bookmarks-store.ts';
import { markTokenSynced, tokenToSync } from '../four-k/four-k-token.ts';
import { watchHistoryStore } from '../history/watch-history-store.ts';
import { followsStore, FOLLOWS_CHANGED_VALUE } from '../up-next/follows-store.ts';
import { upNextApi } from '../up-next/queries.ts';
import { userRatingsApi } from '../user-ratings/queries.ts';
import { USER_RATINGS_CHANGED_VALUE, userRatingsStore } from '../user-ratings/user-ratings-store.ts';
import { readPlayerSettings, writePlayerSettings } from '../player/player-preferences.ts';
import { themeStore } from '../theme/theme.ts';
import { accountApi, isUnauthorized } from './queries.ts';
import { settingsStore } from './settings-store.ts';
import { userStore } from './user-store.ts';

// The sync of a signed-in user's data with the server. Each sync
// sends what this device has; the server merges it and answers the merged state, which is merged in here
// (so a change made while the call was under way is kept, never overwritten).

export const SYNC_MESSAGES = {
  bookmarksSynced: 'Bookmarks synced successfully.',
  bookmarksFailed: 'Failed to sync bookmarks, you may not be connected to internet.',
  historySynced: 'Watch progress and history synced successfully.',
  historyFailed: 'Failed to sync watch progress.',
  userFailed: 'Failed to fetch user data.',
  tokenSynced: 'Your 4k token has been synced to your account.',
  tokenFailed: 'Failed to sync 4k token.',
} as const;

/** Signs out on this device only: user-info goes (bookmarks and history stay, as a visitor's). */
export function forgetUser(): void {
  try {
    userStore.clear();
  } catch {
    // Storage refused: nothing more can be done here; the next start-up tries again.
  }
}

export function readValue(name: string): unknown {
  try {
    return localData.readWrapper().values[name];
  } catch {
    return undefined;
  }
}

function handleFailure(error: unknown, message: string): void {
  if (isUnauthorized(error)) {
    forgetUser();
    return;
  }
  showToast(message, { kind: 'error' });
}

let bookmarksSentAt: unknown;
/** The lastBookmarkUpdateTime of the bookmarks last sent: a later local change has not reached the account. */
export const lastSentBookmarkTime = () => bookmarksSentAt;

/** Bookmarks: the first successful sync on this device says so once (6 s). Resolves whether it worked. */
export async function syncBookmarks(): Promise<boolean> {
  try {
    const { entries } = bookmarksStore.getSnapshot();
    const updatedAt = readValue('lastBookmarkUpdateTime');
    bookmarksSentAt = updatedAt;
    const answer = await accountApi.syncBookmarks(
      entries,
      typeof updatedAt === 'number' ? updatedAt : undefined,
    );
    bookmarksStore.mergeIn(answer.bookmarks);
    if (readValue('bookmarksFirstSynced') !== true) {
      localData.setValue('bookmarksFirstSynced', true);
      showToast(SYNC_MESSAGES.bookmarksSynced, { kind: 'success', duration: 6000 });
    }
    return true;
  } catch (error) {
    if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
    else handleFailure(error, SYNC_MESSAGES.bookmarksFailed);
    return false;
  }
}

// Whether this page view already said that a sync brought history from another device.
let isHistoryNewsShown = false;

/**
 * Watch history: sent and merged like bookmarks. The start-up sync says so (4 s) only when it brought progress
 * from another device, once per page view; the background syncs during playback stay quiet unless they fail.
 * Resolves whether it worked.
 */
export async function syncWatchHistory({ quiet = false } = {}): Promise<boolean> {
  try {
    const updatedAt = readValue('lastWatchHistoryUpdateTime');
    historySentAt = updatedAt;
    const answer = await accountApi.syncWatchHistory(
      watchHistoryStore.read(),
      typeof updatedAt === 'number' ? updatedAt : undefined,
    );
    const isNews = watchHistoryStore.mergeIn(answer.items);
    if (isNews && !quiet && !isHistoryNewsShown) {
      isHistoryNewsShown = true;
      showToast(SYNC_MESSAGES.historySynced, { kind: 'success', duration: 4000 });
    }
    return true;
  } catch (error) {
    if (error instanceof LocalDataError) showToast(error.message, { kind: 'error' });
    else handleFailure(error, SYNC_MESSAGES.historyFailed);
    return false;
  }
}

let followsSentAt: unknown;
/** When follows last changed here, as last sent: a later change has not reached the account. */
export const lastSentFollowsTime = () => followsSentAt;

/** Follows and Up Next dismissals: sent and merged like bookmarks, quietly (a failure waits for the next sync). */
export async function syncFollows(): Promise<void> {
  try {
    followsSentAt = readValue(FOLLOWS_CHANGED_VALUE);
    const answer = await upNextApi.syncFollows(followsStore.getSnapshot().entries);
    followsStore.mergeIn(answer.follows);
  } catch (error) {
    if (isUnauthorized(error)) forgetUser();
  }
}

let userRatingsSentAt: unknown;
/** When user ratings last changed here, as last sent: a later change has not reached the account. */
export const lastSentUserRatingsTime = () => userRatingsSentAt;

/** User ratings: sent and merged like follows, quietly (a failure waits for the next sync). */
export async function syncUserRatings(): Promise<void> {
  try {
    userRatingsSentAt = readValue(USER_RATINGS_CHANGED_VALUE);
    const answer = await userRatingsApi.syncUserRatings(userRatingsStore.getSnapshot().entries);
    userRatingsStore.mergeIn(answer.ratings);
  } catch (error) {
    if (isUnauthorized(error)) forgetUser();
  }
}

let historySentAt: unknown;
/** The lastWatchHistoryUpdateTime of the history last sent. */
export const lastSentHistoryTime = () => historySentAt;

/** The 4K token: a valid local one not yet synced goes up; a server one fills an empty device. */
export async function sync4kToken(serverToken: string | null): Promise<void> {
  const local = tokenToSync(serverToken);
  if (local === undefined) return;
  try {
    await accountApi.sync4kToken(local);
    markTokenSynced();
    showToast(SYNC_MESSAGES.tokenSynced, { kind: 'success' });
  } catch (error) {
    handleFailure(error, SYNC_MESSAGES.tokenFailed);
  }
}

/** Settings: the newer of this device's and the account's wins whole, and takes effect. */
export async function syncSettings(): Promise<void> {
  try {
    const local = settingsStore.record();
    // A device where nothing was ever chosen only reads the account's choices.
    const answer =
      local.updatedAt > 0
        ? await accountApi.syncSettings(local.settings, local.updatedAt)
        : await accountApi.settings();
    if (answer.updatedAt > local.updatedAt) {
      const before = settingsStore.get();
      settingsStore.adopt(answer);
      applySettings();
      const after = settingsStore.get();
      const changed = (['subtitleSize', 'subtitleColor'] as const).filter(
        (name) => before[name] !== after[name],
      );
      if (changed.length > 0) applyCaptionSetting(after, changed);
    }
  } catch (error) {
    if (isUnauthorized(error)) forgetUser();
  }
}

/** Makes the settings that act outside the player take effect (the theme). */
export function applySettings(): void {
  themeStore.choose(settingsStore.get().theme);
}

/**
 * The account's caption size and colour (those of `names`) become the player's caption settings: one caption
 * model, so the colour is the same entry and the size its share (the player's slider can set shares between
 * the named sizes, which a change of colour leaves alone).
 */
export function applyCaptionSetting(
  settings: TSettings,
  names: readonly ('subtitleSize' | 'subtitleColor')[] = ['subtitleSize', 'subtitleColor'],
): void {
  writePlayerSettings({
    ...readPlayerSettings(),
    ...(names.includes('subtitleSize') ? { fontSizeScale: CAPTION_SIZE_SCALE[settings.subtitleSize] } : {}),
    ...(names.includes('subtitleColor') ? { textColor: settings.subtitleColor } : {}),
  });
}

/** Whether someone is signed in on this device (user-info exists). */
export const isSignedIn = () => {
  const user = userStore.get();
  return user !== null && !user.error;
};
