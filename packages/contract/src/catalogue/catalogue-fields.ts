// The field types of the catalogue's params and query strings: strict, range-checked to what the database
// holds, and worded so an error names the rule, never the value that broke it.
import { z } from 'zod';

/** The largest value of a PostgreSQL integer column (ids, vote counts, season and episode numbers). */
export const INT4_MAX = 2_147_483_647;
/** Calendar dates the catalogue accepts: from the first films' century to the last four-digit year. */
export const DATE_MIN_YEAR = 1800;
export const DATE_MAX_YEAR = 9999;

/** Control characters (C0 with NUL, DEL, C1) and lone surrogates: never part of a real parameter. */
export const UNSAFE_CHARACTER = /\p{Cc}|\p{Cs}/u;
/** Plain decimal: no sign, no leading zero, no exponent, no fraction, at most ten digits. */
const DECIMAL = /^(0|[1-9][0-9]{0,9})$/;

const onceMessage = (input: unknown) =>
  input === undefined ? 'is required' : Array.isArray(input) ? 'must be given once' : 'must be text';

/** A value given once, as text; a repeated query field arrives as an array and is refused. */
export const onceText = () =>
  z
    .string({ error: (issue) => onceMessage(issue.input) })
    .refine((value) => !UNSAFE_CHARACTER.test(value), 'must not contain control characters');

/** Free text of at most `max` characters. */
export const text = (max: number) => onceText().max(max, `must be at most ${max} characters`);

/** Text matching `pattern`, described by `rule` in errors. */
export const pattern = (regex: RegExp, rule: string, max = 100) => text(max).regex(regex, rule);

/** A whole number from `min` to `max`, written in plain decimal; typed callers may pass a number. */
export function integer(min: number, max: number, rule = `must be a whole number from ${min} to ${max}`) {
  return z
    .union([z.string(), z.number().transform(String)], { error: (issue) => onceMessage(issue.input) })
    .pipe(z.string().regex(DECIMAL, rule))
    .transform(Number)
    .pipe(z.number().min(min, rule).max(max, rule));
}

/** A catalogue id: a positive whole number, as the database's integer columns hold them. */
export const id = () => integer(1, INT4_MAX, `must be a positive whole number up to ${INT4_MAX}`);

/** TMDB's id lists: ids joined by ',' (all of) or '|' (any of), each a positive integer. */
export const idList = (maxIds = 50) =>
  text(maxIds * 11)
    .regex(/^[0-9]+([,|][0-9]+)*$/, 'must be ids separated by , or |')
    .refine(
      (value) =>
        value
          .split(/[,|]/)
          .every((part) => DECIMAL.test(part) && Number(part) >= 1 && Number(part) <= INT4_MAX),
      `must hold positive whole numbers up to ${INT4_MAX}`,
    )
    .refine((value) => value.split(/[,|]/).length <= maxIds, `must hold at most ${maxIds} ids`);

/** True for a real day of the Gregorian calendar written YYYY-MM-DD, within the accepted years. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_MIN_YEAR || year > DATE_MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar date, YYYY-MM-DD. */
export const calendarDate = () =>
  text(10).refine(
    isCalendarDate,
    `must be a real date YYYY-MM-DD from ${DATE_MIN_YEAR}-01-01 to ${DATE_MAX_YEAR}-12-31`,
  );

/** A year, as search/movie's year and search/tv's first_air_date_year take it. */
export const year = () => integer(DATE_MIN_YEAR, DATE_MAX_YEAR);

/** One of a fixed set of words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  onceText().pipe(z.enum(values, { error: `must be one of ${values.join(', ')}` }));
