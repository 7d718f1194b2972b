// The image endpoints' URLs, as the web app and the catalogue write them (zod-free).
import type { TImageSize } from '@marquee/domain';
import { buildPath } from '../endpoint.ts';
import type { TResizeOptions } from './images.schemas.ts';

/** Catalogue artwork lives under this prefix: `/api/images/{size}/{file}`. */
export const IMAGES_PREFIX = '/api/images';
/** The paths of the artwork and resize endpoints (images.endpoints.ts declares them). */
export const ARTWORK_PATH = `${IMAGES_PREFIX}/:size/:file`;
export const RESIZE_PATH = '/img';

/** The /img fields besides url, as a caller asks for them; the server fills in the defaults. */
export type TResizeFields = Partial<Omit<TResizeOptions, 'url'>>;

/** A field's value as it travels in the query string (crop as x,y,w,h). */
function fieldText(value: NonNullable<TResizeFields[keyof TResizeFields]>): string {
  return typeof value === 'object' ? `${value.x},${value.y},${value.w},${value.h}` : String(value);
}

/** URLs of the image endpoints, built from their routes. */
export const imagePaths = {
  /** A catalogue image path as TMDB hands it out (`/abc.jpg`) at one of TMDB's sizes. */
  artwork(size: TImageSize, path: string): string {
    return buildPath(ARTWORK_PATH, { size, file: path.replace(/^\//, '') });
  },
  /** An image resized by /img: url first, then the fields in the order given. */
  resize(url: string, fields: TResizeFields = {}): string {
    let query = `url=${formEncode(url)}`;
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) query += `&${name}=${formEncode(fieldText(value))}`;
    }
    return `${RESIZE_PATH}?${query}`;
  },
};

/**
 * A query value encoded exactly as URLSearchParams encodes it (spaces as '+'), at a fraction of its cost: a page
 * of poster cards builds a few hundred image URLs while it renders, and URLSearchParams made that a tenth of
 * the home page's rendering on a slow phone.
 */
export function formEncode(text: string): string {
  // URLSearchParams turns a lone surrogate into U+FFFD; encodeURIComponent would throw on it.
  const wellFormed = (text as { toWellFormed?: () => string }).toWellFormed?.() ?? text;
  return encodeURIComponent(wellFormed)
    .replace(/[!'()~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
