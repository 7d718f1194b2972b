import {
  alertsOf,
  calendarEntries,
  upgradeWatchHistory,
  upNextItems,
  type TAlert,
  type TCalendarEntry,
  type TFollow,
  type TFollowedTitle,
  type TTitleSchedule,
  type TUpNextItem,
  type TWatchHistory,
} from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useSettings } from '../accounts/use-settings.ts';
import { useBookmarks } from '../bookmarks/use-bookmarks.ts';
import { watchHistoryStore } from '../history/watch-history-store.ts';
import { followedOf } from './followed.ts';
import { localDay } from './local-day.ts';
import { scheduleQuery } from './queries.ts';
import { useFollows } from './use-follows.ts';
import { useToday } from './use-today.ts';

const readRaw = () => watchHistoryStore.getRaw();

interface TFollowing {
  followed: TFollowedTitle[];
  history: TWatchHistory;
  follows: readonly TFollow[];
  schedules: TTitleSchedule[];
  isPending: boolean;
}

/** What this browser follows and what the catalogue says airs for it. */
export function useFollowing(): TFollowing {
  const bookmarks = useBookmarks().entries;
  const raw = useSyncExternalStore(watchHistoryStore.subscribe, readRaw, () => null);
  const follows = useFollows().entries;
  const history = useMemo(() => upgradeWatchHistory(raw), [raw]);
  const followed = useMemo(() => followedOf(bookmarks, history, follows), [bookmarks, history, follows]);
  const schedules = useQuery(scheduleQuery(followed));
  return {
    followed,
    history,
    follows,
    schedules: schedules.data ?? [],
    isPending: followed.length > 0 && schedules.isPending,
  };
}

/** The Up Next row: the next episode of each followed series, most recent activity first. */
export function useUpNext(): { items: TUpNextItem[]; isPending: boolean } {
  const { followed, history, follows, schedules, isPending } = useFollowing();
  const { today } = useToday();
  const items = useMemo(
    () => upNextItems(followed, schedules, history, follows, today),
    [followed, schedules, history, follows, today],
  );
  return { items, isPending };
}

/** What the followed titles air from `from` to `to` (local days). */
export function useCalendar(
  from: string,
  to: string,
): { entries: TCalendarEntry[]; isPending: boolean; isFollowingAny: boolean } {
  const { followed, schedules, isPending } = useFollowing();
  const entries = useMemo(
    () => calendarEntries(followed, schedules, from, to),
    [followed, schedules, from, to],
  );
  return { entries, isPending, isFollowingAny: followed.length > 0 };
}

/**
 * The bell's alerts: what followed titles aired lately, newest first, without those dismissed and the kinds
 * switched off in the settings; unread when they aired after the profile's last look.
 */
export function useAlerts(): TAlert[] {
  const { followed, follows, schedules } = useFollowing();
  const { today } = useToday();
  const { alertEpisodes, alertReleases } = useSettings();
  return useMemo(
    () =>
      alertsOf(followed, schedules, follows, today, {
        kinds: { episodes: alertEpisodes, releases: alertReleases },
        dayOf: localDay,
      }),
    [followed, schedules, follows, today, alertEpisodes, alertReleases],
  );
}
