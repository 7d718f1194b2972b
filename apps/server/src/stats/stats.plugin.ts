import { statsEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { guardStateChanges } from '../http/request-guard.ts';
import type { CatalogueBackend } from '../catalogue/catalogue.backend.ts';
import { recordTitleActivity } from '../catalogue/local/activity.repository.ts';
import type { TDb } from '../db/client.ts';
import { addressLimit, registerAddressLimits } from '../http/address-limits.ts';
import { defineRoute } from '../http/define-route.ts';
import { ForbiddenError, NotFoundError } from '../shared/errors.ts';
import type { PlayTokens } from './play-tokens.ts';
import { addWatchTime, countPlay } from './plays.repository.ts';
import type { SiteStatsService } from './site-stats.service.ts';

/** Watch-time reports one address may send a minute (the player sends one every 30 s per play). */
export const WATCH_REPORTS_PER_MINUTE = 60;

export const PLAY_TOKEN_INVALID =
  'This play was not started from a source search of this title by this viewer: search for sources again';
export const PLAY_TOKEN_EXPIRED = 'This play token has expired: search for sources again';

export interface TStatsPluginOptions {
  db: TDb;
  catalogue: CatalogueBackend;
  stats: SiteStatsService;
  /** Checks the token a play comes with, and tells whom it counts for. */
  playTokens: PlayTokens;
  allowedOrigins: readonly string[];
  /** PLAYS_PER_MINUTE: plays one client address may start a minute. */
  playsPerMinute: number;
  /** Keeps the limits' counts, shared by every instance, when there is one. */
  redis: Redis | undefined;
}

/** The stats page's figures (GET /api/stats) and the plays and watch time the player reports. */
export async function statsPlugin(app: FastifyInstance, options: TStatsPluginOptions): Promise<void> {
  const { db, catalogue, stats, playTokens } = options;
  guardStateChanges(app, options.allowedOrigins);
  await registerAddressLimits(app, options.redis);
  // Each recording route counts its own requests per client address.
  const limited = (name: string, max: number, what: string) =>
    app.rateLimit(
      addressLimit({
        name,
        max,
        timeWindowMs: 60_000,
        message: (context) =>
          `Too many ${what} (the limit is ${context.max} a minute); retry in ${context.after}`,
      }),
    );

  defineRoute(app, statsEndpoints.siteStats, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return stats.stats();
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', limited('plays', options.playsPerMinute, 'plays reported'));
    defineRoute(scope, statsEndpoints.recordPlay, async ({ body, request }) => {
      const check = await playTokens.check(request, body);
      if (!check.isValid) throw new ForbiddenError(check.isExpired ? PLAY_TOKEN_EXPIRED : PLAY_TOKEN_INVALID);
      // Only titles the catalogue has are counted (an unknown id is a 404, not a row).
      if (body.mediaType === 'movie') await catalogue.movieDetails(body.titleId, []);
      else await catalogue.tvDetails(body.titleId, []);
      const { playId, isNew } = await countPlay(db, check.claim);
      // Trending and the stats move once per viewer, title and day, however often it is played.
      if (isNew) {
        await recordTitleActivity(db, { mediaType: body.mediaType, titleId: body.titleId, kind: 'play' });
        stats.recorded();
      }
      return { playId };
    });
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', limited('watch-reports', WATCH_REPORTS_PER_MINUTE, 'watch-time reports'));
    defineRoute(scope, statsEndpoints.recordWatch, async ({ body }) => {
      const watchedSeconds = await addWatchTime(db, body.playId, body.seconds);
      if (watchedSeconds === undefined) throw new NotFoundError('No such play, or it ended');
      return { watchedSeconds };
    });
  });
}
