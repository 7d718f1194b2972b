import type { TProfilesAnswer } from '@marquee/contract/routes';
import { queryClient } from '../../app/query-client.ts';
import {
  applySettings,
  syncBookmarks,
  syncSettings,
  syncUserRatings,
  syncWatchHistory,
} from '../accounts/account-sync.ts';
import { accountApi } from '../accounts/queries.ts';
import { settingsStore } from '../accounts/settings-store.ts';
import { runSignedInStartup } from '../accounts/startup.ts';
import { userStore } from '../accounts/user-store.ts';
import { bookmarksStore } from '../bookmarks/bookmarks-store.ts';
import { adoptProfileToken } from '../four-k/four-k-token.ts';
import { watchHistoryStore } from '../history/watch-history-store.ts';
import { userRatingsApi } from '../user-ratings/queries.ts';
import { userRatingsStore } from '../user-ratings/user-ratings-store.ts';
import { profilesApi, type TProfileProof } from './queries.ts';

/**
 * Makes another profile this device's: what changed here first reaches the profile it belongs to, then the
 * session switches, this device's bookmarks, history, user ratings, settings and 4K token become the new profile's, and
 * every query is asked again (the catalogue answers per profile), so the page stays and shows what the new
 * profile may see. Throws the server's refusal (a PIN or password needed or wrong, a lock).
 */
export async function switchProfile(id: number, proof: TProfileProof = {}): Promise<TProfilesAnswer> {
  const hadProfile = Boolean(userStore.get()?.profile);
  if (hadProfile) {
    await syncBookmarks();
    await syncWatchHistory({ quiet: true });
    await syncSettings();
    await syncUserRatings();
  }
  const answer = await profilesApi.select(id, proof);
  if (hadProfile) {
    await loadActiveProfile();
  } else {
    // The first choice after signing in: what this device kept as a visitor joins that profile, as a
    // sign-in into a one-profile account does.
    await runSignedInStartup();
    await queryClient.resetQueries();
  }
  return answer;
}

/** Replaces this device's copy of a profile's data with the active profile's, as the server keeps it. */
export async function loadActiveProfile(): Promise<void> {
  const [user, bookmarks, history, settings, ratings] = await Promise.all([
    accountApi.me(),
    accountApi.bookmarks(),
    accountApi.watchHistory(),
    accountApi.settings(),
    userRatingsApi.userRatings(),
  ]);
  bookmarksStore.eraseAll();
  bookmarksStore.mergeIn(bookmarks.bookmarks);
  watchHistoryStore.eraseAll();
  watchHistoryStore.mergeIn(history.items);
  userRatingsStore.eraseAll();
  userRatingsStore.mergeIn(ratings.ratings);
  settingsStore.adopt(settings);
  applySettings();
  adoptProfileToken(user['4k_token']);
  userStore.set(user);
  await queryClient.resetQueries();
}
