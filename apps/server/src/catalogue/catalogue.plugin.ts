import type { FastifyInstance } from 'fastify';
import { installErrorHandler, installNotFoundHandler } from '../http/error-handler.ts';
import type { CatalogueBackend } from './catalogue.backend.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { tmdbErrorShape } from './tmdb-error-shape.ts';

/** Browsers may keep a catalogue answer for five minutes (trending moves with this site's own plays). */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=600';

export interface TCataloguePluginOptions {
  catalogue: CatalogueBackend;
}

/**
 * The catalogue API, registered with the prefix /api/tmdb/3 in a scope of its own: its errors and unknown
 * paths answer in TMDB's shape, and its successes carry the catalogue's cache headers.
 */
export async function cataloguePlugin(app: FastifyInstance, options: TCataloguePluginOptions): Promise<void> {
  installErrorHandler(app, tmdbErrorShape);
  installNotFoundHandler(app, tmdbErrorShape);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    return payload;
  });
  registerCatalogueRoutes(app, options.catalogue);
}
