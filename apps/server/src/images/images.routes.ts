import { IMAGES_PREFIX, imageEndpoints } from '@marquee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { registerAddressLimits } from '../http/address-limits.ts';
import { defineRoute } from '../http/define-route.ts';
import { BadRequestError } from '../shared/errors.ts';
import type { TImageFile } from './disk-cache.ts';
import { IMAGE_PATH_SHAPE, imageRequestOf } from './image-request.ts';
import type { ImageService } from './image.service.ts';
import { missLimitOptions } from './miss-rate-limit.ts';

/** An image URL never changes what it shows, so browsers and CDNs may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** True when the browser's If-None-Match names this entity tag (weak comparison, as for GET) or is '*'. */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Both image endpoints answer alike: strong ETag, year-long caching, 304 when the browser has the bytes. */
function sendImage(request: FastifyRequest, reply: FastifyReply, image: TImageFile): Uint8Array | undefined {
  reply
    .header('etag', image.etag)
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff');
  // An SVG could carry script; served from our origin it must not be able to run any.
  if (image.contentType === 'image/svg+xml') {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  if (isFresh(request.headers['if-none-match'], image.etag)) {
    reply.code(304);
    return undefined;
  }
  reply.type(image.contentType);
  return image.bytes;
}

export interface TImageRouteOptions {
  /** IMAGE_RESIZES_PER_MINUTE: cache misses of /img allowed per client address and minute. */
  resizesPerMinute: number;
  /** Keeps the counts, shared by every instance, when there is one. */
  redis: Redis | undefined;
}

/**
 * GET /api/images/{size}/{file} (catalogue artwork) and GET /img?url=... (resizing), as the contract declares.
 * /img answers a cached image to anyone; a miss counts against the client's rate limit and waits for a
 * resize slot, and says which it was in X-Cache.
 */
export async function registerImageRoutes(
  app: FastifyInstance,
  images: ImageService,
  options: TImageRouteOptions,
): Promise<void> {
  await registerAddressLimits(app, options.redis);
  const limitMiss = app.rateLimit(missLimitOptions(options.resizesPerMinute));
  defineRoute(app, imageEndpoints.artwork, async ({ params, request, reply }) =>
    sendImage(request, reply, await images.artwork(imageRequestOf(params))),
  );
  // Anything else under the prefix (no file, folders, an encoded '/') is a malformed image path, not a page.
  app.get(`${IMAGES_PREFIX}/*`, async () => {
    throw new BadRequestError(IMAGE_PATH_SHAPE);
  });
  defineRoute(app, imageEndpoints.resize, async ({ query, request, reply }) => {
    const origin = `${request.protocol}://${request.host}`;
    const image = await images.resize(query, origin, async () => {
      await limitMiss.call(app, request, reply);
    });
    reply.header('x-cache', image.fromCache ? 'HIT' : 'MISS');
    return sendImage(request, reply, image);
  });
}
