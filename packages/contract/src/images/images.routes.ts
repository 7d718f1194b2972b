import type { z } from 'zod';
import type { TImageSize } from '@marquee/domain';
import { buildPath, route } from '../endpoint.ts';
import type { TResizeOptions, ZArtworkParams, ZResizeQuery } from './images.schemas.ts';

/** Catalogue artwork lives under this prefix: `/api/images/{size}/{file}`. */
export const IMAGES_PREFIX = '/api/images';

/** The image endpoints (zod-free: the web app imports this). Answers are image bytes, none on a 304. */
export const imageRoutes = {
  /** Catalogue artwork, e.g. /api/images/w342/movie-550-poster.jpg. */
  artwork: route<typeof ZArtworkParams>('GET', `${IMAGES_PREFIX}/:size/:file`).returns<
    Uint8Array | undefined
  >(),
  /** An allowlisted image, resized: /img?url=...&w=... */
  resize: route<z.ZodNever, typeof ZResizeQuery>('GET', '/img').returns<Uint8Array | undefined>(),
};

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
    return buildPath(imageRoutes.artwork.path, { size, file: path.replace(/^\//, '') });
  },
  /** An image resized by /img: url first, then the fields in the order given. */
  resize(url: string, fields: TResizeFields = {}): string {
    let query = `url=${formEncode(url)}`;
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) query += `&${name}=${formEncode(fieldText(value))}`;
    }
    return `${imageRoutes.resize.path}?${query}`;
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
