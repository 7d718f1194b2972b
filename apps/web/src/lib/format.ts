// The one place that words dates and numbers for the screen, in US English like every text of the site.
// One formatter each, made once: `toLocaleDateString` builds a new one per call, which a season of episodes
// made a slow phone's longest task on a series page. Each is made on its first use, not when the app starts:
// the first Intl formatter loads the browser's locale data, about 9 ms on a fast machine (50 on a slow phone)
// that the start-up task, which every page waits for, does not need.

/** `make()` called once, on the first call. */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const LONG_DATE = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);
const MEDIUM_DATE = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }),
);
const DAY_HEADING = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
);
const MONTH_YEAR = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const WEEKDAY_SHORT = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }),
);
const WHOLE = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));
const USD = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const COIN = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 }));

/** A calendar date (YYYY-MM-DD, as the catalogue and our API give it) as 'March 5, 2024'; undefined when none. */
export function formatDate(date: string | null | undefined): string | undefined {
  if (!date) return undefined;
  const time = Date.parse(date);
  if (!Number.isFinite(time)) return undefined;
  return LONG_DATE().format(time);
}

/** A calendar day (YYYY-MM-DD) as 'Thursday, March 5' (a heading of the calendar's list). */
export function formatDayHeading(day: string): string {
  return DAY_HEADING().format(Date.parse(day));
}

/** The month of a calendar day as 'March 2024'. */
export function formatMonthYear(day: string): string {
  return MONTH_YEAR().format(Date.parse(day));
}

/** The weekday of a calendar day as 'Thu'. */
export function formatWeekdayShort(day: string): string {
  return WEEKDAY_SHORT().format(Date.parse(day));
}

/** A day as 'Mar 5, 2024' (the date of a donation). */
export function formatShortDate(date: string): string {
  return MEDIUM_DATE().format(new Date(date));
}

/** A moment in the visitor's own language and time zone, as '3/5/2024, 2:30:00 PM' (a device's last use). */
export function formatDateTime(date: string): string {
  return new Date(date).toLocaleString();
}

/** A count with thousands separators, as '12,345'. */
export function formatNumber(value: number): string {
  return WHOLE().format(value);
}

/** Dollars as '$1,234.50'. */
export function formatUsd(amount: number): string {
  return USD().format(amount);
}

/** An amount of money: dollars as formatUsd, another currency (a coin) with up to 8 decimals, as '0.0005 BTC'. */
export function formatMoney(amount: number, currency: string): string {
  return currency === 'USD' ? formatUsd(amount) : `${COIN().format(amount)} ${currency}`;
}

/** A runtime in minutes as '2h 15m' (or '45m'), undefined when unknown. */
export function formatRuntime(minutes: number | null | undefined): string | undefined {
  if (!minutes || minutes <= 0) return undefined;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h${rest > 0 ? ` ${rest}m` : ''}` : `${rest}m`;
}

/** Time left as minutes and seconds, '14:05', rounded up to the second. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A position in a video as a clock, '0:12', '8:05' or '1:02:03'. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Seconds with one decimal, as '1.5 s' (the caption delay). */
export function formatSeconds(seconds: number): string {
  return `${seconds.toFixed(1)} s`;
}

/** A size in bytes as megabytes with one decimal, as '12.3 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const LANGUAGE = madeOnFirstUse(() => new Intl.DisplayNames('en-US', { type: 'language', fallback: 'none' }));

// Codes caption sites use that are no standard code: OpenSubtitles' Brazilian Portuguese.
const LANGUAGE_ALIASES: Record<string, string> = { pob: 'pt-BR' };

/** A language code as people read it ('en', 'eng' → 'English'); an unknown code or a name as written. */
export function formatLanguage(code: string): string {
  if (code === 'und') return 'Unknown language';
  try {
    return LANGUAGE().of(LANGUAGE_ALIASES[code.toLowerCase()] ?? code) ?? code;
  } catch {
    // Not a well-formed code: an add-on that wrote a name ('English') or something else.
    return code;
  }
}
