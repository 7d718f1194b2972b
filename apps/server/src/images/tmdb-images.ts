import sharp from 'sharp';
import { NotFoundError, UpstreamError } from '../shared/errors.ts';
import { isPublicHost, type TLookup } from './address-check.ts';
import type { DiskCache, TImageFile } from './disk-cache.ts';
import type { TImageRequest } from './image-request.ts';
import { fetchImage, ImageFetchError, type TFetchLimits } from './upstream-fetch.ts';

export interface TTmdbImagesOptions {
  /** TMDB_IMAGE_URL, e.g. https://image.tmdb.org/t/p */
  tmdbImageUrl: string;
  cache: DiskCache;
  fetch: typeof fetch;
  lookup: TLookup;
  limits: TFetchLimits;
}

/** The cache file of an image fetched from TMDB. */
export const tmdbFile = (request: TImageRequest) => `tmdb/${request.size.name}${request.path}`;

/**
 * TMDB's images, fetched once from its image host and kept on disk. Failures are ImageFetchErrors, which
 * the caller turns into the right answer for its endpoint.
 */
export function createTmdbImages(options: TTmdbImagesOptions) {
  const base = new URL(options.tmdbImageUrl);
  return {
    async get(request: TImageRequest): Promise<TImageFile> {
      return options.cache.getOrCreate(tmdbFile(request), async () => {
        const url = new URL(`${options.tmdbImageUrl}/${request.size.name}${request.path}`);
        const isPublic = await isPublicHost(url.hostname, base.hostname, options.lookup).catch(() => {
          throw new ImageFetchError('unavailable', `The image host '${url.hostname}' could not be resolved`);
        });
        if (!isPublic) {
          throw new ImageFetchError(
            'private-address',
            `The image host '${url.hostname}' is not on the public internet`,
          );
        }
        const bytes = await fetchImage(url, options.fetch, options.limits);
        // Keep nothing on disk that is not really an image.
        await sharp(bytes)
          .metadata()
          .catch(() => {
            throw new ImageFetchError('not-image', 'The image host sent something that is not an image');
          });
        return bytes;
      });
    },
  };
}

/** For /api/images: an upstream problem is ours to report as 404 or 502, not the caller's fault. */
export function artworkFetchError(error: unknown): unknown {
  if (!(error instanceof ImageFetchError)) return error;
  if (error.reason === 'not-found') return new NotFoundError('Image not found');
  return new UpstreamError(`Could not get the image from TMDB: ${error.message}`);
}
