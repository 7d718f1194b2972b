// Readers of one field of another service's file: each gives undefined for a value it cannot trust.

export type TRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number above zero, from a number or a plain decimal string; else undefined. */
export function positiveId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** Text of at most `max` characters with no control characters; else undefined. */
export function plainText(value: unknown, max = 500): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const text = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return text.length > 0 && text.length <= max ? text : undefined;
}

/** A year from 1800 to 2300; else undefined. */
export function yearOf(value: unknown): number | undefined {
  const year = typeof value === 'string' ? Number(value) : value;
  return typeof year === 'number' && Number.isInteger(year) && year >= 1800 && year <= 2300
    ? year
    : undefined;
}

/** Milliseconds of a date or date-time text, from 2000 on; else undefined. */
export function timeOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length > 40) return undefined;
  const time = Date.parse(value);
  return Number.isFinite(time) && time >= Date.UTC(2000, 0, 1) ? time : undefined;
}

/** An IMDb id (tt and digits); else undefined. */
export function imdbIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^tt\d{1,10}$/.test(value) ? value : undefined;
}
