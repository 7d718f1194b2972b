import { endpoint, rawAnswer } from '../declare-endpoint.ts';
import { ARTWORK_PATH, RESIZE_PATH } from './images.http.ts';
import { ZArtworkParams, ZResizeQuery } from './images.schemas.ts';

const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/svg+xml',
] as const;

/** The image endpoints. Answers are image bytes, none on a 304. */
export const imageEndpoints = {
  /** Catalogue artwork, e.g. /api/images/w342/movie-550-poster.jpg. */
  artwork: endpoint({
    method: 'GET',
    path: ARTWORK_PATH,
    params: ZArtworkParams,
    response: rawAnswer<Uint8Array | undefined>(IMAGE_TYPES),
  }),
  /** An allowlisted image, resized: /img?url=...&w=... */
  resize: endpoint({
    method: 'GET',
    path: RESIZE_PATH,
    query: ZResizeQuery,
    response: rawAnswer<Uint8Array | undefined>(IMAGE_TYPES),
  }),
};
