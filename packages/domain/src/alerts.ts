import {
  calendarEntries,
  type TCalendarEntry,
  type TFollowedTitle,
  type TTitleSchedule,
} from './following.ts';
import { alertsReadAtOf, alertsSeenAtOf, type TFollow } from './sync/follows.ts';

/** At most this many alerts are kept, the newest. */
export const ALERTS_MAX = 100;
/** How far back an alert reaches: what aired in the last 30 days. */
export const ALERTS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Which alerts a viewer gets: new episodes of followed series, releases of followed movies. */
export interface TAlertKinds {
  episodes: boolean;
  releases: boolean;
}

/** One alert of the bell: unread when it aired after the profile last looked at its alerts. */
export interface TAlert extends TCalendarEntry {
  isUnread: boolean;
}

export interface TAlertOptions {
  kinds?: TAlertKinds;
  /** The day a moment falls on where the viewer is (air dates are days); UTC when not given. */
  dayOf?: (time: number) => string;
}

/**
 * The bell's alerts: what followed titles aired from the last 30 days to today, newest first, at most 100,
 * without those dismissed (a title's alerts are dismissed up to the day they were read) and kinds switched
 * off; those that aired after the day of the profile's last look are unread.
 */
export function alertsOf(
  followed: readonly TFollowedTitle[],
  schedules: readonly TTitleSchedule[],
  follows: readonly TFollow[],
  today: string,
  options: TAlertOptions = {},
): TAlert[] {
  const { kinds = { episodes: true, releases: true }, dayOf = utcDay } = options;
  const from = utcDay(Date.parse(today) - ALERTS_DAYS * DAY_MS);
  const seenAt = alertsSeenAtOf(follows);
  const seenDay = seenAt === undefined ? undefined : dayOf(seenAt);
  return calendarEntries(followed, schedules, from, today)
    .filter((entry) => (entry.episode ? kinds.episodes : kinds.releases))
    .filter((entry) => {
      const readAt = alertsReadAtOf(follows, entry);
      return readAt === undefined || entry.date > dayOf(readAt);
    })
    .reverse()
    .slice(0, ALERTS_MAX)
    .map((entry) => ({ ...entry, isUnread: seenDay === undefined || entry.date > seenDay }));
}

/** How many of the alerts the bell counts. */
export const unreadAlerts = (alerts: readonly TAlert[]): number =>
  alerts.filter((alert) => alert.isUnread).length;
