import { catalogueEndpoints as api } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { answerRoutes } from './answers/answer-routes.ts';
import type { CatalogueAnswers } from './answers/catalogue-answers.ts';
import { parseAppend, type CatalogueBackend } from './catalogue.backend.ts';

/**
 * The catalogue API under /api/tmdb/3/: thin routes, each one call into the configured backend, answered
 * from the answer cache when it holds the answer. The second argument names the kind of answer, which
 * decides its lifetime (see answers/answer-lifetimes.ts).
 */
export function registerCatalogueRoutes(
  app: FastifyInstance,
  catalogue: CatalogueBackend,
  answers: CatalogueAnswers,
): void {
  const route = answerRoutes(app, answers);
  route(api.searchMulti, 'search', ({ query }) => catalogue.searchMulti(query));
  route(api.searchMovie, 'search', ({ query }) => catalogue.searchMovie(query));
  route(api.searchTv, 'search', ({ query }) => catalogue.searchTv(query));
  route(api.searchPerson, 'search', ({ query }) => catalogue.searchPerson(query));
  route(api.movieDetails, 'details', ({ params, query }) =>
    catalogue.movieDetails(params.id, parseAppend(query.append_to_response)),
  );
  route(api.tvDetails, 'details', ({ params, query }) =>
    catalogue.tvDetails(params.id, parseAppend(query.append_to_response)),
  );
  route(api.seasonDetails, 'season', ({ params, query }) =>
    catalogue.seasonDetails(params.id, params.season, parseAppend(query.append_to_response)),
  );
  route(api.episodeDetails, 'episode', ({ params, query }) =>
    catalogue.episodeDetails(params.id, params.season, params.episode, parseAppend(query.append_to_response)),
  );
  route(api.trending, 'trending', ({ params, query }) =>
    catalogue.trending(params.media_type, params.time_window, query.page),
  );
  route(api.moviePopular, 'list', ({ query }) => catalogue.list('movie/popular', query.page));
  route(api.movieTopRated, 'list', ({ query }) => catalogue.list('movie/top_rated', query.page));
  route(api.movieUpcoming, 'list', ({ query }) => catalogue.list('movie/upcoming', query.page));
  route(api.tvPopular, 'list', ({ query }) => catalogue.list('tv/popular', query.page));
  route(api.tvTopRated, 'list', ({ query }) => catalogue.list('tv/top_rated', query.page));
  route(api.tvOnTheAir, 'list', ({ query }) => catalogue.list('tv/on_the_air', query.page));
  route(api.discover, 'discover', ({ params, query }) => catalogue.discover(params.media_type, query));
  route(api.movieImages, 'images', ({ params, query }) =>
    catalogue.images('movie', params.id, parseAppend(query.include_image_language)),
  );
  route(api.tvImages, 'images', ({ params, query }) =>
    catalogue.images('tv', params.id, parseAppend(query.include_image_language)),
  );
  route(api.genreList, 'genres', ({ params }) => catalogue.genres(params.media_type));
  route(api.watchProviders, 'providers', ({ params, query }) =>
    catalogue.watchProviders(params.media_type, query.watch_region ?? 'US'),
  );
  route(api.movieWatchProviders, 'title-providers', ({ params }) =>
    catalogue.titleWatchProviders('movie', params.id),
  );
  route(api.tvWatchProviders, 'title-providers', ({ params }) =>
    catalogue.titleWatchProviders('tv', params.id),
  );
}
