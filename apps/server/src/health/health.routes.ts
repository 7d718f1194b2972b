import type { FastifyInstance } from 'fastify';
import type { CatalogueBackend } from '../catalogue/catalogue.backend.ts';
import type { TDatabase } from '../db/client.ts';

/** The health check waits this long for the database, no longer: it must stay fast when the database is not. */
export const HEALTH_DATABASE_TIMEOUT_MS = 500;

/**
 * GET /api/health: never shed under load, and never waiting behind catalogue work; 200 when the database
 * answers (or is busy running a statement), 503 when it does not.
 */
export function registerHealthRoute(
  app: FastifyInstance,
  deps: { database: TDatabase; catalogue: CatalogueBackend },
): void {
  app.get('/api/health', { config: { shed: false } }, async (_request, reply) => {
    const ping = await deps.database.ping(HEALTH_DATABASE_TIMEOUT_MS);
    reply.header('cache-control', 'no-store');
    if (!ping.ok) reply.status(503);
    return {
      ok: ping.ok,
      catalogue: deps.catalogue.name,
      database: { engine: deps.database.engine, ...ping },
    };
  });
}
