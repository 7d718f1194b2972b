import type { FastifyInstance, FastifyRequest } from 'fastify';
import { installErrorHandler, installNotFoundHandler } from '../http/error-handler.ts';
import type { CatalogueAnswers } from './answers/catalogue-answers.ts';
import type { TLimitOf } from './answers/answer-routes.ts';
import { cookieRatingLimit, type RatedCatalogues } from './ratings/rated-catalogues.ts';
import { registerCatalogueRoutes } from './catalogue.routes.ts';
import { limitDatabaseWork, type DatabaseWorkLimit } from '../overload/shed-load.ts';
import { tmdbErrorShape } from './tmdb-error-shape.ts';

export interface TCataloguePluginOptions {
  /** The backend, as each rating limit sees it. */
  catalogues: RatedCatalogues;
  answers: CatalogueAnswers;
  /**
   * The rating limit a request is answered under: the session's profile's when signed in; by default the
   * visitor's own content filtering setting (a cookie).
   */
  ratingLimitOf?: TLimitOf;
  /** Whether a request's limit comes from its session (a signed-in profile's) rather than from its headers. */
  isSessionBound?: (request: FastifyRequest) => boolean;
  /** The bound on requests waiting on the database that this scope counts against. */
  databaseWork?: DatabaseWorkLimit;
}

/**
 * The catalogue API, registered with the prefix /api/tmdb/3 in a scope of its own: its errors and unknown
 * paths answer in TMDB's shape, and its routes answer from the finished-answer cache with their own cache
 * headers and ETags (see answers/).
 */
export async function cataloguePlugin(app: FastifyInstance, options: TCataloguePluginOptions): Promise<void> {
  installErrorHandler(app, tmdbErrorShape);
  installNotFoundHandler(app, tmdbErrorShape);
  if (options.databaseWork) limitDatabaseWork(app, options.databaseWork);
  options.answers.onError = (error) => app.log.warn({ err: error }, 'catalogue answer cache failure');
  registerCatalogueRoutes(
    app,
    options.catalogues,
    options.answers,
    options.ratingLimitOf ?? cookieRatingLimit,
    options.isSessionBound,
  );
}
