import {
  calendarEntries,
  type TCalendarEntry,
  type TFollowedTitle,
  type TTitleSchedule,
} from './following.ts';
import { alertsReadAtOf, type TFollow } from './sync/follows.ts';

/** At most this many alerts are kept, the newest. */
export const ALERTS_MAX = 100;
/** How far back an alert reaches: what aired in the last 30 days. */
export const ALERTS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Which alerts a viewer gets: new episodes of followed series, releases of followed movies. */
export interface TAlertKinds {
  episodes: boolean;
  releases: boolean;
}

/**
 * The bell's alerts: what followed titles aired from the last 30 days to today, newest first, at most 100,
 * without those dismissed (a title's alerts are dismissed up to the day they were read) and kinds switched off.
 */
export function alertsOf(
  followed: readonly TFollowedTitle[],
  schedules: readonly TTitleSchedule[],
  follows: readonly TFollow[],
  today: string,
  kinds: TAlertKinds = { episodes: true, releases: true },
): TCalendarEntry[] {
  const from = dayOf(Date.parse(today) - ALERTS_DAYS * DAY_MS);
  return calendarEntries(followed, schedules, from, today)
    .filter((entry) => (entry.episode ? kinds.episodes : kinds.releases))
    .filter((entry) => {
      const readAt = alertsReadAtOf(follows, entry);
      return readAt === undefined || entry.date > dayOf(readAt);
    })
    .reverse()
    .slice(0, ALERTS_MAX);
}
