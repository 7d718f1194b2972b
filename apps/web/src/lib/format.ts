// The one place that words dates and numbers for the screen, in US English like every text of the site.
// Number formatters are made once each, on first use, not when the app starts (`toLocaleString` builds a new one
// per call). Dates are put together by hand: the first Intl date formatter a page makes loads the browser's date
// data, 45-70 ms on a two-core server and four times that on a phone, most of a title page's first render; the
// site's dates are always US English in UTC, which a list of month and weekday names writes exactly as Intl does
// (format.test.ts compares the two over random days).

/** `make()` called once, on the first call. */
function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const short = (name: string) => name.slice(0, 3);

/** The UTC calendar day of a moment; a time that is no number throws, as Intl's `format` does. */
function utcDay(time: number) {
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  const date = new Date(time);
  return {
    year: date.getUTCFullYear(),
    month: MONTHS[date.getUTCMonth()]!,
    day: date.getUTCDate(),
    weekday: WEEKDAYS[date.getUTCDay()]!,
  };
}

/** 'March 5, 2024'. */
function longDate(time: number): string {
  const { year, month, day } = utcDay(time);
  return `${month} ${day}, ${year}`;
}

/** 'Mar 5, 2024'. */
function mediumDate(time: number): string {
  const { year, month, day } = utcDay(time);
  return `${short(month)} ${day}, ${year}`;
}

/** 'Thursday, March 5'. */
function dayHeading(time: number): string {
  const { month, day, weekday } = utcDay(time);
  return `${weekday}, ${month} ${day}`;
}

/** 'March 2024'. */
function monthYear(time: number): string {
  const { year, month } = utcDay(time);
  return `${month} ${year}`;
}

/** 'Thu'. */
function weekdayShort(time: number): string {
  return short(utcDay(time).weekday);
}

const WHOLE = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));
const USD = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const COIN = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 }));

/** A calendar date (YYYY-MM-DD, as the catalogue and our API give it) as 'March 5, 2024'; undefined when none. */
export function formatDate(date: string | null | undefined): string | undefined {
  if (!date) return undefined;
  const time = Date.parse(date);
  if (!Number.isFinite(time)) return undefined;
  return longDate(time);
}

/** A calendar day (YYYY-MM-DD) as 'Thursday, March 5' (a heading of the calendar's list). */
export function formatDayHeading(day: string): string {
  return dayHeading(Date.parse(day));
}

/** The month of a calendar day as 'March 2024'. */
export function formatMonthYear(day: string): string {
  return monthYear(Date.parse(day));
}

/** The weekday of a calendar day as 'Thu'. */
export function formatWeekdayShort(day: string): string {
  return weekdayShort(Date.parse(day));
}

/** A day as 'Mar 5, 2024' (the date of a donation). */
export function formatShortDate(date: string): string {
  return mediumDate(new Date(date).getTime());
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
