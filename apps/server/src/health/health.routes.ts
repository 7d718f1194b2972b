import { healthEndpoints, type TResponseOf } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { pingRedis } from '../cache/cache.ts';
import type { CatalogueBackend } from '../catalogue/catalogue.backend.ts';
import type { TDatabase } from '../db/client.ts';
import { defineRoute } from '../http/define-route.ts';

/** The health check waits this long for the database, no longer: it must stay fast when the database is not. */
export const HEALTH_DATABASE_TIMEOUT_MS = 500;
/** And as long for Redis, asked at the same time. */
export const HEALTH_REDIS_TIMEOUT_MS = 500;

/**
 * GET /api/health: never shed under load, and never waiting behind catalogue work; 200 when the database
 * answers (or is busy running a statement), 503 when it does not. Redis is optional: when it does not answer,
 * the site still works on memory, so the answer stays 200 and says `degraded`.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  deps: { database: TDatabase; catalogue: CatalogueBackend; redis?: Redis | undefined },
): void {
  const route = { config: { shed: false }, statuses: [503] };
  defineRoute(
    app,
    healthEndpoints.health,
    async ({ reply }) => {
      const [ping, redis] = await Promise.all([
        deps.database.ping(HEALTH_DATABASE_TIMEOUT_MS),
        deps.redis ? pingRedis(deps.redis, HEALTH_REDIS_TIMEOUT_MS) : undefined,
      ]);
      reply.header('cache-control', 'no-store');
      if (!ping.ok) reply.status(503);
      const status: TResponseOf<typeof healthEndpoints.health>['status'] = !ping.ok
        ? 'unavailable'
        : redis && !redis.ok
          ? 'degraded'
          : 'ok';
      return {
        ok: ping.ok,
        status,
        catalogue: deps.catalogue.name,
        database: { engine: deps.database.engine, ...ping },
        ...(redis ? { redis } : {}),
      };
    },
    route,
  );
}
