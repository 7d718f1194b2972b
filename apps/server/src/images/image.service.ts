import { createHash } from 'node:crypto';
import os from 'node:os';
import type { TResizeOptions } from '@marquee/contract';
import type { TDb } from '../db/client.ts';
import { BadRequestError, NotFoundError, UpstreamError } from '../shared/errors.ts';
import { systemLookup, type TLookup } from './address-check.ts';
import { classifyImageUrl, type TImageSource } from './allowlist.ts';
import { DiskCache, type TImageFile } from './disk-cache.ts';
import { parseImageRest, type TImageRequest } from './image-request.ts';
import { createLocalArtwork, localArtworkFile } from './local-artwork.ts';
import { resizeImage, OUTPUT_EXTENSION } from './resize-image.ts';
import { WorkSlots, type TWorkLimits } from '../shared/work-slots.ts';
import { resizeKey, resizePlanOf } from './resize-options.ts';
import { artworkFetchError, createTmdbImages, tmdbFile } from './tmdb-images.ts';
import { DEFAULT_FETCH_LIMITS, ImageFetchError, type TFetchLimits } from './upstream-fetch.ts';

export interface TImageServiceOptions {
  mode: 'local' | 'tmdb';
  /** Folder for generated, fetched and resized images (under DATA_DIR). */
  cacheDir: string;
  db: TDb;
  /** TMDB_IMAGE_URL: where tmdb mode gets artwork, and the one outside host /img accepts. */
  tmdbImageUrl: string;
  /** PUBLIC_ORIGIN: absolute URLs on it count as our own images in /img. */
  publicOrigin?: string | undefined;
  fetch?: typeof fetch;
  /** For tests: how host names resolve. */
  lookup?: TLookup;
  limits?: TFetchLimits;
  /** The most bytes the cache folder keeps (IMAGE_CACHE_MAX_MB); unlimited when absent. */
  cacheMaxBytes?: number;
  /** For tests: the least time between two prunes of the cache folder. */
  pruneIntervalMs?: number;
  /** Resizes at once and waiting; by default one per core and a queue of 16 per core. */
  resizeLimits?: TWorkLimits;
}

/** One resize per core keeps the CPU busy without piling up work; the queue absorbs a page of posters. */
export function defaultResizeLimits(): TWorkLimits {
  const cores = Math.max(1, os.availableParallelism());
  return { concurrency: cores, queue: 16 * cores };
}

export interface ImageService {
  readonly mode: 'local' | 'tmdb';
  /** `/api/images/{size}/{file}`: generated (local) or TMDB's (tmdb) artwork. */
  artwork(request: TImageRequest): Promise<TImageFile>;
  /**
   * `/img?...`: an allowlisted image resized as the options say; requestOrigin is the origin it came in on.
   * `admit` runs before a resize this request would start (a cache miss), and may refuse it by throwing.
   */
  resize(options: TResizeOptions, requestOrigin: string, admit?: () => Promise<void>): Promise<TImageFile>;
  /** Resolves when the cache has no prune running or waiting. */
  settled(): Promise<void>;
}

/** /img answers for upstream failures: refusals are the caller's (400), absence 404, the rest ours (502). */
function resizeFetchError(error: unknown): unknown {
  if (!(error instanceof ImageFetchError)) return error;
  if (error.reason === 'not-found') return new NotFoundError('Image not found');
  if (error.reason === 'unavailable') return new UpstreamError(error.message);
  return new BadRequestError(`Query parameter 'url' was refused: ${error.message}`);
}

/** Builds the image service: artwork for /api/images and resizing for /img, both cached on disk. */
export function createImageService(options: TImageServiceOptions): ImageService {
  const cache = new DiskCache(options.cacheDir, {
    ...(options.cacheMaxBytes === undefined ? {} : { maxBytes: options.cacheMaxBytes }),
    ...(options.pruneIntervalMs === undefined ? {} : { pruneIntervalMs: options.pruneIntervalMs }),
  });
  const limiter = new WorkSlots(
    options.resizeLimits ?? defaultResizeLimits(),
    'The image resizer is busy; please retry shortly',
  );
  const tmdb = createTmdbImages({
    tmdbImageUrl: options.tmdbImageUrl,
    cache,
    fetch: options.fetch ?? fetch,
    lookup: options.lookup ?? systemLookup,
    limits: options.limits ?? DEFAULT_FETCH_LIMITS,
  });
  const local = createLocalArtwork(options.db, cache);

  const artworkFor = (request: TImageRequest) => {
    if (options.mode === 'tmdb') return tmdb.get(request);
    if (request.format === 'svg') throw new BadRequestError(`Unknown artwork path '${request.path}'`);
    return local.get(request);
  };

  /** Where a source image comes from, as a cache file name (the key) and how to load it. */
  const sourceOf = (source: TImageSource) => {
    const request = parseImageRest(source.rest);
    if (source.kind === 'own' && options.mode === 'local') {
      return { key: localArtworkFile(request), load: () => artworkFor(request) };
    }
    return { key: tmdbFile(request), load: () => tmdb.get(request) };
  };

  return {
    mode: options.mode,

    async artwork(request) {
      try {
        return await artworkFor(request);
      } catch (error) {
        throw artworkFetchError(error);
      }
    },

    async resize(resize, requestOrigin, admit) {
      const ownOrigins = options.publicOrigin ? [requestOrigin, options.publicOrigin] : [requestOrigin];
      const source = sourceOf(
        classifyImageUrl(resize.url, { ownOrigins, tmdbImageUrl: options.tmdbImageUrl }),
      );
      const plan = resizePlanOf(resize);
      const hash = createHash('sha256')
        .update(`${source.key}\n${resizeKey(plan)}`)
        .digest('hex');
      const file = `resized/${hash.slice(0, 2)}/${hash}${OUTPUT_EXTENSION[plan.output]}`;
      // The slot covers getting the source too: drawing it (local) or fetching it is part of the work.
      const produce = () => limiter.run(async () => resizeImage((await source.load()).bytes, plan));
      try {
        return await cache.getOrCreate(file, produce, admit);
      } catch (error) {
        throw resizeFetchError(error);
      }
    },

    settled: () => cache.settled(),
  };
}
