import { z } from 'zod';
import {
  IMAGE_SIZES,
  RESIZE_DEFAULT_BLUR,
  RESIZE_DEFAULT_DPR,
  RESIZE_DEFAULT_QUALITY,
  RESIZE_DEFAULT_SHARPEN,
  RESIZE_MAX_BLUR,
  RESIZE_MAX_DPR,
  RESIZE_MAX_SHARPEN,
  RESIZE_MIN_STRENGTH,
} from '@marquee/domain';
import { normaliseColour } from './resize-colour.ts';
import { RESIZE_MAX_ASKED_DIMENSION, RESIZE_OUTPUTS } from './resize-limits.ts';

/** A flat file name as TMDB and our catalogue hand them out: no folders, no dots but the extension's. */
const IMAGE_FILE_NAME = /^[A-Za-z0-9_-]{1,100}\.(jpg|png|svg)$/;

/** `/api/images/{size}/{file}`: one of TMDB's sizes and a flat file name. */
export const ZArtworkParams = z.object({
  size: z.enum(IMAGE_SIZES, { error: `must be one of ${IMAGE_SIZES.join(', ')}` }),
  file: z
    .string()
    .regex(
      IMAGE_FILE_NAME,
      'must be a file name such as movie-550-poster.jpg (no folders; .jpg, .png or .svg)',
    ),
});

const RESIZE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
const ROTATIONS = ['0', '90', '180', '270'] as const;
type TRotation = 0 | 90 | 180 | 270;

const oneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`;

/** A query field given at most once: a repeated field arrives as an array, a missing one as undefined. */
const once = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once') });

/** A number written in plain decimal digits (no 1e3, no hex, no NaN), within its range. */
function decimal(min: number, max: number, isInteger = false) {
  const rule = `must be ${isInteger ? 'an integer' : 'a number'} from ${min} to ${max}`;
  const range = z.number().min(min, rule).max(max, rule);
  return once()
    .regex(/^-?\d+(\.\d+)?$/, rule)
    .transform(Number)
    .pipe(isInteger ? range.int(rule) : range);
}

/** blur and sharp: a strength, or `fallback` when the field is given without a value ('&blur'). */
const strength = (fallback: number, max: number) =>
  once()
    .transform((raw) => (raw === '' ? String(fallback) : raw))
    .pipe(decimal(RESIZE_MIN_STRENGTH, max));

/** -100 to 100: percent more or less (0 unchanged). */
const percent = () => decimal(-100, 100);

const colour = once().transform((raw, context) => {
  const hex = normaliseColour(raw);
  if (hex !== undefined) return hex;
  context.addIssue({
    code: 'custom',
    input: raw,
    message: 'must be a hex colour (such as 000 or #1a1a1aff) or a colour name (such as black)',
  });
  return z.NEVER;
});

/** A region of the source image, in its own pixels, cut out before resizing: crop=x,y,w,h. */
const crop = once().transform((raw, context) => {
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,6}$/.test(part))) {
    context.addIssue({
      code: 'custom',
      input: raw,
      message: 'must be x,y,w,h: whole pixels of the source image (such as 0,0,500,300)',
    });
    return z.NEVER;
  }
  const [x, y, w, h] = parts.map(Number) as [number, number, number, number];
  if (w < 1 || h < 1) {
    context.addIssue({ code: 'custom', input: raw, message: 'must have a width and height of at least 1' });
    return z.NEVER;
  }
  return { x, y, w, h };
});

// The field order is the order of the normalised options, which key the disk cache: keep it stable.
const RESIZE_SHAPE = {
  url: once().min(1, 'is required'),
  w: decimal(1, RESIZE_MAX_ASKED_DIMENSION, true).optional(),
  h: decimal(1, RESIZE_MAX_ASKED_DIMENSION, true).optional(),
  dpr: decimal(1, RESIZE_MAX_DPR).default(RESIZE_DEFAULT_DPR),
  q: decimal(1, 100, true).default(RESIZE_DEFAULT_QUALITY),
  output: once()
    .transform((raw) => (raw === 'jpeg' ? 'jpg' : raw))
    .pipe(z.enum(RESIZE_OUTPUTS, { error: oneOf(RESIZE_OUTPUTS) }))
    .default('webp'),
  fit: once()
    .pipe(z.enum(RESIZE_FITS, { error: oneOf(RESIZE_FITS) }))
    .default('cover'),
  blur: strength(RESIZE_DEFAULT_BLUR, RESIZE_MAX_BLUR).optional(),
  brightness: percent().optional(),
  con: percent().optional(),
  sat: percent().optional(),
  sharp: strength(RESIZE_DEFAULT_SHARPEN, RESIZE_MAX_SHARPEN).optional(),
  rot: once()
    .pipe(z.enum(ROTATIONS, { error: oneOf(ROTATIONS) }))
    .transform((raw) => Number(raw) as TRotation)
    .default(0),
  /** #rrggbbaa */
  bg: colour.optional(),
  crop: crop.optional(),
};

const RESIZE_FIELDS = Object.keys(RESIZE_SHAPE);
const MAX_NAMED_UNKNOWN = 3;

function unknownFields(keys: string[]): string {
  const named = keys.slice(0, MAX_NAMED_UNKNOWN).map((key) => `'${key.slice(0, 40)}'`);
  const more = keys.length > MAX_NAMED_UNKNOWN ? ' and more' : '';
  const verb = keys.length === 1 ? 'is' : 'are';
  return `${named.join(', ')}${more} ${verb} not known; use ${RESIZE_FIELDS.join(', ')}`;
}

/**
 * Every /img field, checked and normalised with the defaults applied, so
 * equal requests give equal options. Unknown fields are refused, each named.
 */
export const ZResizeQuery = z.strictObject(RESIZE_SHAPE, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFields(issue.keys) : undefined),
});

export type TArtworkParams = z.output<typeof ZArtworkParams>;
export type TResizeOptions = z.output<typeof ZResizeQuery>;
