import fastifyRateLimit from '@fastify/rate-limit';
import { servicesEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { guardStateChanges } from '../../accounts/request-guard.ts';
import type { CatalogueBackend } from '../../catalogue/catalogue.backend.ts';
import { recordTitleActivity } from '../../catalogue/local/activity.repository.ts';
import type { TDb } from '../../db/client.ts';
import { clientAddress } from '../../http/client-address.ts';
import { defineRoute } from '../../http/define-route.ts';
import { HttpError, NotFoundError } from '../../shared/errors.ts';
import { addWatchTime, startPlay } from './plays.repository.ts';
import type { SiteStatsService } from './site-stats.service.ts';

/** Plays one address may start a minute: a household zapping through titles, not a script. */
export const PLAYS_PER_MINUTE = 30;
/** Watch-time reports one address may send a minute (the player sends one every 30 s per play). */
export const WATCH_REPORTS_PER_MINUTE = 60;

export interface TStatsPluginOptions {
  db: TDb;
  catalogue: CatalogueBackend;
  stats: SiteStatsService;
  allowedOrigins: readonly string[];
}

/** The stats page's figures (GET /api/stats) and the plays and watch time the player reports. */
export async function statsPlugin(app: FastifyInstance, options: TStatsPluginOptions): Promise<void> {
  const { db, catalogue, stats } = options;
  guardStateChanges(app, options.allowedOrigins);
  await app.register(fastifyRateLimit, { global: false });
  // Each recording route counts its own requests per client address.
  const limited = (max: number, what: string) =>
    app.rateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: clientAddress,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many ${what} (the limit is ${context.max} a minute); retry in ${context.after}`,
        ),
    });

  defineRoute(app, servicesEndpoints.siteStats, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return stats.stats();
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', limited(PLAYS_PER_MINUTE, 'plays reported'));
    defineRoute(scope, servicesEndpoints.recordPlay, async ({ body }) => {
      // Only titles the catalogue has are counted (an unknown id is a 404, not a row).
      if (body.mediaType === 'movie') await catalogue.movieDetails(body.titleId, []);
      else await catalogue.tvDetails(body.titleId, []);
      const playId = await startPlay(db, body);
      await recordTitleActivity(db, { mediaType: body.mediaType, titleId: body.titleId, kind: 'play' });
      stats.recorded();
      return { playId };
    });
  });

  await app.register(async (scope) => {
    scope.addHook('preHandler', limited(WATCH_REPORTS_PER_MINUTE, 'watch-time reports'));
    defineRoute(scope, servicesEndpoints.recordWatch, async ({ body }) => {
      const watchedSeconds = await addWatchTime(db, body.playId, body.seconds);
      if (watchedSeconds === undefined) throw new NotFoundError('No such play, or it ended');
      return { watchedSeconds };
    });
  });
}
