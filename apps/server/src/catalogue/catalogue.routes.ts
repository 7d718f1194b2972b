import { catalogueEndpoints as api, type TEndpoint, type TResponseOf } from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerRoutes, type TLimitOf } from './answers/answer-routes.ts';
import type { CatalogueAnswers } from './answers/catalogue-answers.ts';
import { parseAppend, type CatalogueBackend } from './catalogue.backend.ts';
import type { TRouteInput } from '../http/define-route.ts';
import type { TTmdbResource } from './tmdb/cache-policy.ts';
import type { RatedCatalogues } from './ratings/rated-catalogues.ts';

/**
 * The catalogue API under /api/tmdb/3/: thin routes, each one call into the configured backend as the
 * request's rating limit sees it, answered from the answer cache when it holds the answer. The second
 * argument names the kind of answer, which decides its lifetime (see answers/answer-lifetimes.ts).
 */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  catalogues: RatedCatalogues,
  answers: CatalogueAnswers,
  limitOf: TLimitOf,
  isSessionBound?: (request: FastifyRequest) => boolean,
): void {
  const answerRoute = answerRoutes(app, answers, limitOf, isSessionBound);
  const route = <E extends TEndpoint>(
    endpoint: E,
    resource: TTmdbResource,
    load: (input: TRouteInput<E>, catalogue: CatalogueBackend) => Promise<TResponseOf<E>>,
  ) => answerRoute(endpoint, resource, (input, limit) => load(input, catalogues.for(limit)));
  route(api.searchMulti, 'search', ({ query }, catalogue) => catalogue.searchMulti(query));
  route(api.searchMovie, 'search', ({ query }, catalogue) => catalogue.searchMovie(query));
  route(api.searchTv, 'search', ({ query }, catalogue) => catalogue.searchTv(query));
  route(api.searchPerson, 'search', ({ query }, catalogue) => catalogue.searchPerson(query));
  route(api.movieDetails, 'details', ({ params, query }, catalogue) =>
    catalogue.movieDetails(params.id, parseAppend(query.append_to_response)),
  );
  route(api.tvDetails, 'details', ({ params, query }, catalogue) =>
    catalogue.tvDetails(params.id, parseAppend(query.append_to_response)),
  );
  route(api.seasonDetails, 'season', ({ params, query }, catalogue) =>
    catalogue.seasonDetails(params.id, params.season, parseAppend(query.append_to_response)),
  );
  route(api.episodeDetails, 'episode', ({ params, query }, catalogue) =>
    catalogue.episodeDetails(params.id, params.season, params.episode, parseAppend(query.append_to_response)),
  );
  route(api.trending, 'trending', ({ params, query }, catalogue) =>
    catalogue.trending(params.media_type, params.time_window, query.page),
  );
  route(api.moviePopular, 'list', ({ query }, catalogue) => catalogue.list('movie/popular', query.page));
  route(api.movieTopRated, 'list', ({ query }, catalogue) => catalogue.list('movie/top_rated', query.page));
  route(api.movieUpcoming, 'list', ({ query }, catalogue) => catalogue.list('movie/upcoming', query.page));
  route(api.tvPopular, 'list', ({ query }, catalogue) => catalogue.list('tv/popular', query.page));
  route(api.tvTopRated, 'list', ({ query }, catalogue) => catalogue.list('tv/top_rated', query.page));
  route(api.tvOnTheAir, 'list', ({ query }, catalogue) => catalogue.list('tv/on_the_air', query.page));
  route(api.discover, 'discover', ({ params, query }, catalogue) =>
    catalogue.discover(params.media_type, query),
  );
  route(api.movieImages, 'images', ({ params, query }, catalogue) =>
    catalogue.images('movie', params.id, parseAppend(query.include_image_language)),
  );
  route(api.tvImages, 'images', ({ params, query }, catalogue) =>
    catalogue.images('tv', params.id, parseAppend(query.include_image_language)),
  );
  route(api.genreList, 'genres', ({ params }, catalogue) => catalogue.genres(params.media_type));
  route(api.watchProviders, 'providers', ({ params, query }, catalogue) =>
    catalogue.watchProviders(params.media_type, query.watch_region ?? 'US'),
  );
  route(api.movieWatchProviders, 'title-providers', ({ params }, catalogue) =>
    catalogue.titleWatchProviders('movie', params.id),
  );
  route(api.tvWatchProviders, 'title-providers', ({ params }, catalogue) =>
    catalogue.titleWatchProviders('tv', params.id),
  );
}
