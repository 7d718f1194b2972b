import { BadRequestError } from '../shared/errors.ts';

export const RESIZE_OUTPUTS = ['webp', 'jpg', 'png', 'avif', 'gif'] as const;
export const RESIZE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type TResizeOutput = (typeof RESIZE_OUTPUTS)[number];
export type TResizeFit = (typeof RESIZE_FITS)[number];

/** The largest width or height /img produces (after the device pixel ratio is applied). */
export const MAX_DIMENSION = 4096;
/**
 * Defaults. The spec's "Default quality 1" cannot mean q=1 (an unreadable image); the image proxy it
 * describes has a device pixel ratio defaulting to 1 and a quality defaulting to 80, so we read it as
 * dpr=1 and use q=80.
 */
export const DEFAULT_QUALITY = 80;
export const DEFAULT_DPR = 1;
/** blur or sharp given without a value ('&blur') use these strengths (Gaussian sigma). */
const DEFAULT_BLUR = 5;
const DEFAULT_SHARPEN = 1;

/** A region of the source image, in its own pixels, cut out before resizing: crop=x,y,w,h. */
export interface TCrop {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Every /img field, checked and normalised (defaults applied), so equal requests have equal keys. */
export interface TResizeOptions {
  url: string;
  w: number | undefined;
  h: number | undefined;
  dpr: number;
  q: number;
  output: TResizeOutput;
  fit: TResizeFit;
  blur: number | undefined;
  /** -100 to 100: percent brighter or darker (0 unchanged); con (contrast) and sat (saturation) alike. */
  brightness: number | undefined;
  con: number | undefined;
  sat: number | undefined;
  sharp: number | undefined;
  rot: 0 | 90 | 180 | 270;
  /** #rrggbbaa */
  bg: string | undefined;
  crop: TCrop | undefined;
}

const FIELDS = [
  'url',
  'w',
  'h',
  'dpr',
  'q',
  'output',
  'fit',
  'blur',
  'brightness',
  'con',
  'sat',
  'sharp',
  'rot',
  'bg',
  'crop',
];

// The colour names a caller is likely to use; any other colour can be given in hex.
const NAMED_COLOURS: Record<string, string> = {
  black: '000000ff',
  white: 'ffffffff',
  transparent: '00000000',
  gray: '808080ff',
  grey: '808080ff',
  silver: 'c0c0c0ff',
  red: 'ff0000ff',
  green: '008000ff',
  blue: '0000ffff',
  yellow: 'ffff00ff',
  orange: 'ffa500ff',
  purple: '800080ff',
  pink: 'ffc0cbff',
  navy: '000080ff',
  teal: '008080ff',
};

const bad = (field: string, rule: string) => new BadRequestError(`Query parameter '${field}' ${rule}`);

function number(field: string, raw: string, min: number, max: number, isInteger: boolean): number {
  const value = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(value) || value < min || value > max || (isInteger && !Number.isInteger(value))) {
    throw bad(field, `must be ${isInteger ? 'an integer' : 'a number'} from ${min} to ${max}`);
  }
  return value;
}

function oneOf<T extends string>(field: string, raw: string, values: readonly T[]): T {
  if (!(values as readonly string[]).includes(raw)) throw bad(field, `must be one of ${values.join(', ')}`);
  return raw as T;
}

/** Hex (#rgb, #rgba, #rrggbb, #rrggbbaa; the # is optional) or a common colour name, as #rrggbbaa. */
export function parseColour(raw: string): string {
  const lower = raw.toLowerCase();
  const named = NAMED_COLOURS[lower];
  if (named) return `#${named}`;
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(lower)?.[1];
  if (!hex) {
    throw bad('bg', 'must be a hex colour (such as 000 or #1a1a1aff) or a colour name (such as black)');
  }
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full.length === 6 ? `${full}ff` : full}`;
}

function parseCrop(raw: string): TCrop {
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,6}$/.test(p))) {
    throw bad('crop', 'must be x,y,w,h: whole pixels of the source image (such as 0,0,500,300)');
  }
  const [x, y, w, h] = parts.map(Number) as [number, number, number, number];
  if (w < 1 || h < 1) throw bad('crop', 'must have a width and height of at least 1');
  return { x, y, w, h };
}

/** Reads a query field that may appear once; repeated fields are refused. */
function single(query: Record<string, unknown>, field: string): string | undefined {
  const value = query[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw bad(field, 'must be given once');
  return value;
}

/** Checks every /img field (a 400 names the first bad one) and applies the defaults. */
export function parseResizeQuery(query: Record<string, unknown>): TResizeOptions {
  const unknown = Object.keys(query).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) throw bad(unknown.slice(0, 40), `is not known; use ${FIELDS.join(', ')}`);
  const get = (field: string) => single(query, field);
  const optional = <T>(field: string, read: (raw: string) => T): T | undefined => {
    const raw = get(field);
    return raw === undefined ? undefined : read(raw);
  };
  const strength = (field: string, fallback: number, max: number) =>
    optional(field, (raw) => (raw === '' ? fallback : number(field, raw, 0.3, max, false)));
  const percent = (field: string) => optional(field, (raw) => number(field, raw, -100, 100, false));
  const output = optional('output', (raw) => oneOf('output', raw === 'jpeg' ? 'jpg' : raw, RESIZE_OUTPUTS));
  const url = get('url');
  if (url === undefined || url === '') throw bad('url', 'is required');
  return {
    url,
    w: optional('w', (raw) => number('w', raw, 1, MAX_DIMENSION, true)),
    h: optional('h', (raw) => number('h', raw, 1, MAX_DIMENSION, true)),
    dpr: optional('dpr', (raw) => number('dpr', raw, 1, 4, false)) ?? DEFAULT_DPR,
    q: optional('q', (raw) => number('q', raw, 1, 100, true)) ?? DEFAULT_QUALITY,
    output: output ?? 'webp',
    fit: optional('fit', (raw) => oneOf('fit', raw, RESIZE_FITS)) ?? 'cover',
    blur: strength('blur', DEFAULT_BLUR, 100),
    brightness: percent('brightness'),
    con: percent('con'),
    sat: percent('sat'),
    sharp: strength('sharp', DEFAULT_SHARPEN, 10),
    rot: (optional('rot', (raw) => Number(oneOf('rot', raw, ['0', '90', '180', '270']))) ??
      0) as TResizeOptions['rot'],
    bg: optional('bg', parseColour),
    crop: optional('crop', parseCrop),
  };
}

/** A stable text of everything that shapes the result except the URL (the caller keys the source itself). */
export function resizeKey(options: TResizeOptions): string {
  const { url: _url, ...rest } = options;
  return JSON.stringify(Object.entries(rest).filter(([, value]) => value !== undefined));
}
