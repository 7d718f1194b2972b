import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TImageFile } from './disk-cache.ts';
import type { ImageService } from './image.service.ts';

const IMAGES_PREFIX = '/api/images';

/** An image URL never changes what it shows, so browsers and CDNs may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** True when the browser's If-None-Match names this entity tag (or is '*'). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function sendImage(request: FastifyRequest, reply: FastifyReply, image: TImageFile) {
  reply
    .header('etag', image.etag)
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff');
  // An SVG could carry script; served from our origin it must not be able to run any.
  if (image.contentType === 'image/svg+xml') {
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  }
  if (isFresh(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.type(image.contentType).send(image.bytes);
}

/** GET /api/images/{size}{path} (catalogue artwork) and GET /img?url=... (resizing). */
export function registerImageRoutes(app: FastifyInstance, images: ImageService): void {
  app.get(`${IMAGES_PREFIX}/*`, async (request, reply) => {
    // The raw path, not the decoded parameter: an encoded '/' or '..' must not turn into a path separator.
    const rawPath = request.url.split('?')[0] ?? '';
    return sendImage(request, reply, await images.artwork(rawPath.slice(IMAGES_PREFIX.length)));
  });
  app.get('/img', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    return sendImage(request, reply, await images.resize(request.query as Record<string, unknown>, origin));
  });
}
