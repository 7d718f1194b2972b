// The stats page's figures and rules, filled from our
// own records (nothing invented).

/** The launch date when the operator sets none. */
export const DEFAULT_LAUNCH_DATE = '2025-02-23';
/** Server-load bar colours: green below 70, yellow below 90, red otherwise. */
export const SERVER_LOAD_GREEN_BELOW = 70;
export const SERVER_LOAD_YELLOW_BELOW = 90;
/** How many most-watched titles the page lists. */
export const TOP_TITLES_COUNT = 5;

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** The stats page's answer: what our own records say, with zeros and empty lists where there are none. */
export interface TSiteStats {
  launchDate: string;
  daysSinceLaunch: number;
  /** Plays of movies and episodes recorded, and their average per day over the days we have records for. */
  titlesPlayed: number;
  dailyAverage: number;
  /** Seconds watched in all plays. */
  totalWatchTime: number;
  /** Distinct viewers who played something today (UTC), in the last 7 and the last 30 days. */
  activeUsers: { today: number; week: number; month: number };
  /** Accounts signed up. */
  accounts: number;
  topTitles: { mediaType: 'movie' | 'tv'; id: number; title: string; watches: number }[];
  /** Plays by day of the week (UTC), Monday first. */
  watchesByDay: { day: TWeekday; count: number }[];
  /** The server's load now, 0 to 100 (the system load average over its processors). */
  serverLoad: number;
  /** When these figures were counted (ISO time); they are kept a minute. */
  generatedAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

function dayOf(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Whole days (UTC) from the launch date to `now`; 0 on launch day and before it. */
export function daysSinceLaunch(launchDate: string, now: Date): number {
  return Math.max(0, utcDay(now) - dayOf(launchDate));
}

/**
 * Plays per day, over the days we have records for: from the launch date, or from the first recorded play
 * when records began later, to today, both counted. One decimal.
 */
export function dailyAverage(
  total: number,
  launchDate: string,
  firstPlay: Date | undefined,
  now: Date,
): number {
  if (total <= 0 || !firstPlay) return 0;
  const from = Math.max(dayOf(launchDate), utcDay(firstPlay));
  const days = Math.max(1, utcDay(now) - from + 1);
  return Math.round((total / days) * 10) / 10;
}

/** The server-load bar's colour. */
export function serverLoadColour(load: number): 'green' | 'yellow' | 'red' {
  if (load < SERVER_LOAD_GREEN_BELOW) return 'green';
  if (load < SERVER_LOAD_YELLOW_BELOW) return 'yellow';
  return 'red';
}

/**
 * Plays per weekday, Monday first, from counts keyed by PostgreSQL's day of week (0 Sunday … 6 Saturday);
 * days without plays count 0.
 */
export function watchesByWeekday(
  rows: readonly { dow: number; count: number }[],
): TSiteStats['watchesByDay'] {
  const counts = new Map(rows.map((row) => [row.dow, row.count]));
  return WEEKDAYS.map((day, index) => ({ day, count: counts.get((index + 1) % 7) ?? 0 }));
}

/** A duration in words for the page: '45 min', '3 h 20 min', '12 d 4 h'. */
export function formatWatchTime(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** A browser's viewer number and the month (YYYY-MM, UTC) it belongs to. */
export interface TViewerId {
  id: string;
  month: string;
}

/**
 * The viewer number a browser sends with its plays: kept for the calendar month, then replaced by a new
 * random one, so active users can be counted without following anyone beyond a month.
 */
export function currentViewerId(stored: TViewerId | undefined, now: Date, makeId: () => string): TViewerId {
  const month = now.toISOString().slice(0, 7);
  if (stored && stored.month === month && VIEWER_ID_PATTERN.test(stored.id)) return stored;
  return { id: makeId(), month };
}

/** What a viewer number looks like: a random UUID. */
export const VIEWER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
