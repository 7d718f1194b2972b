import {
  followedTitles,
  upgradeWatchHistory,
  type TBookmark,
  type TFollow,
  type TFollowedTitle,
  type TWatchHistory,
} from '@marquee/domain';
import type { QueryClient } from '@tanstack/react-query';
import { SCHEDULE_MAX_TITLES } from '@marquee/contract/routes';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { bookmarksStore } from '../bookmarks/bookmarks-store.ts';
import { watchHistoryStore } from '../history/watch-history-store.ts';
import { followsStore } from './follows-store.ts';
import { scheduleQuery } from './queries.ts';

/** The followed titles whose schedules are asked for: the most recently active first, within the request's limit. */
export function scheduledTitles(followed: readonly TFollowedTitle[]): TFollowedTitle[] {
  return [...followed].sort((a, b) => b.lastActivity - a.lastActivity).slice(0, SCHEDULE_MAX_TITLES);
}

/** What this browser follows, from its bookmarks, history and follows. */
export function followedOf(
  bookmarks: readonly TBookmark[],
  history: TWatchHistory,
  follows: readonly TFollow[],
): TFollowedTitle[] {
  return scheduledTitles(followedTitles(bookmarks, history, follows));
}

/** Starts loading the schedules of what this browser follows, with the query the pages read. */
export const prefetchCalendarPage: TRouteDataPrefetch = (_target, client) => prefetchSchedules(client);

/** Starts loading the schedules of what this browser follows, with the query the pages read. */
export function prefetchSchedules(client: QueryClient): Promise<unknown> {
  const followed = followedOf(
    bookmarksStore.getSnapshot().entries,
    upgradeWatchHistory(watchHistoryStore.getRaw()),
    followsStore.getSnapshot().entries,
  );
  return client.prefetchQuery({ ...scheduleQuery(followed), retry: false });
}
