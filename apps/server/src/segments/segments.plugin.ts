import { segmentsEndpoints } from '@marquee/contract';
import {
  SEGMENT_SKIPS_PER_ADDRESS_HOUR,
  SEGMENT_SUBMISSIONS_PER_ADDRESS_HOUR,
  SEGMENT_SUBMISSIONS_PER_USER_HOUR,
  skipBucketOf,
} from '@marquee/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Authenticator } from '../accounts/authenticate.ts';
import { registerSignedInRoutes, signedInOf } from '../accounts/signed-in-scope.ts';
import { clientAddress } from '../http/client-address.ts';
import { matchesIfNoneMatch } from '../http/conditional.ts';
import { defineRoute } from '../http/define-route.ts';
import { consumeAllowance, createRateLimiter } from '../http/rate-limiter.ts';
import { guardStateChanges } from '../http/request-guard.ts';
import { ForbiddenError, TooManyRequestsError } from '../shared/errors.ts';
import { PLAY_TOKEN_TTL_MS, type PlayTokens } from '../stats/play-tokens.ts';
import { PLAY_TOKEN_EXPIRED, PLAY_TOKEN_INVALID } from '../stats/stats.plugin.ts';
import type { TMediaRef } from './segments.repository.ts';
import type { SegmentsService } from './segments.service.ts';

const HOUR_SECONDS = 60 * 60;
/** Published segments change slowly: browsers and proxies may keep an answer this long. */
const SEGMENTS_CACHE_CONTROL = 'public, max-age=300';
const EXPORT_CACHE_CONTROL = 'public, max-age=300';

export const SUBMISSION_LIMIT_MESSAGE =
  'You have marked many segments in the last hour. Please try again later.';
export const SKIP_LIMIT_MESSAGE = 'Too many skips were reported from your address. Please try again later.';

export interface TSegmentsPluginOptions {
  segments: SegmentsService;
  auth: Authenticator;
  playTokens: PlayTokens;
  allowedOrigins: readonly string[];
  /** Keeps the limits' counts, shared by every instance, when there is one. */
  redis: Redis | undefined;
}

/**
 * Skip segments as open data: the published segments of a movie or episode, signed-in users' markings and
 * viewers' skips (each limited per account or address), and the export of everything published.
 */
export async function segmentsPlugin(app: FastifyInstance, options: TSegmentsPluginOptions): Promise<void> {
  const { segments, redis } = options;
  guardStateChanges(app, options.allowedOrigins);
  const perUser = createRateLimiter(
    redis,
    'segment-submissions-user',
    SEGMENT_SUBMISSIONS_PER_USER_HOUR,
    HOUR_SECONDS,
  );
  const perAddress = createRateLimiter(
    redis,
    'segment-submissions-address',
    SEGMENT_SUBMISSIONS_PER_ADDRESS_HOUR,
    HOUR_SECONDS,
  );
  const skipsPerAddress = createRateLimiter(
    redis,
    'segment-skips',
    SEGMENT_SKIPS_PER_ADDRESS_HOUR,
    HOUR_SECONDS,
  );
  // One skip near the start and one near the end count per play (its token), so a viewer is one voice.
  const skipsPerPlay = createRateLimiter(redis, 'segment-skips-play', 1, PLAY_TOKEN_TTL_MS / 1000);

  defineRoute(app, segmentsEndpoints.movieSegments, async ({ params, query, reply }) => {
    reply.header('cache-control', SEGMENTS_CACHE_CONTROL);
    return { segments: await segments.segmentsOf({ mediaType: 'movie', tmdbId: params.id }, query.duration) };
  });

  defineRoute(app, segmentsEndpoints.episodeSegments, async ({ params, query, reply }) => {
    reply.header('cache-control', SEGMENTS_CACHE_CONTROL);
    const ref = {
      mediaType: 'tv' as const,
      tmdbId: params.id,
      season: params.season,
      episode: params.episode,
    };
    return { segments: await segments.segmentsOf(ref, query.duration) };
  });

  defineRoute(app, segmentsEndpoints.exportSegments, async ({ request, reply }) => {
    const { body, etag } = await segments.exportFile();
    return sendExport(request, reply, body, etag);
  });

  defineRoute(app, segmentsEndpoints.recordSkip, async ({ body, request, reply }) => {
    const wait = await consumeAllowance(skipsPerAddress, clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(SKIP_LIMIT_MESSAGE, wait);
    const { mediaType, tmdbId, season, episode, viewer, token, from, to, duration } = body;
    const check = await options.playTokens.check(request, { mediaType, titleId: tmdbId, viewer, token });
    if (!check.isValid) throw new ForbiddenError(check.isExpired ? PLAY_TOKEN_EXPIRED : PLAY_TOKEN_INVALID);
    reply.header('cache-control', 'no-store');
    const bucket = skipBucketOf({ from, to, duration });
    if (!bucket || (await consumeAllowance(skipsPerPlay, `${token}:${bucket.zone}`)) > 0) {
      return { isCounted: false };
    }
    await segments.countSkip({ mediaType, tmdbId, season, episode }, bucket);
    return { isCounted: true };
  });

  await registerSignedInRoutes(app, options.auth, (scope) => {
    defineRoute(scope, segmentsEndpoints.submitSegment, async ({ body, request, reply }) => {
      const { userId } = signedInOf(request);
      const address = clientAddress(request);
      // Both allowances are taken, so a refused account still counts against its address.
      const waits = await Promise.all([
        consumeAllowance(perUser, String(userId)),
        consumeAllowance(perAddress, address),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw new TooManyRequestsError(SUBMISSION_LIMIT_MESSAGE, wait);
      const { mediaType, tmdbId, season, episode, kind, start, end, duration } = body;
      const ref: TMediaRef = { mediaType, tmdbId, season, episode };
      const isPublished = await segments.submit(userId, address, ref, { kind, start, end, duration });
      reply.status(201).header('cache-control', 'no-store');
      return { ok: true as const, isPublished };
    });
  });
}

/** The export with its ETag and cache lifetime (304 when the client holds it), named as a file to keep. */
function sendExport(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  etag: string,
): Promise<never> {
  reply
    .header('cache-control', EXPORT_CACHE_CONTROL)
    .header('etag', etag)
    .header('content-disposition', 'inline; filename="marquee-segments.json"');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send() as never;
  return reply.type('application/json; charset=utf-8').send(body) as never;
}
