import { catalogueEndpoints as api } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route.ts';
import { parseAppend, type CatalogueBackend } from './catalogue.backend.ts';

/** The catalogue API under /api/tmdb/3/: thin routes, each one call into the configured backend. */
export function registerCatalogueRoutes(app: FastifyInstance, catalogue: CatalogueBackend): void {
  defineRoute(app, api.searchMulti, ({ query }) => catalogue.searchMulti(query));
  defineRoute(app, api.searchMovie, ({ query }) => catalogue.searchMovie(query));
  defineRoute(app, api.searchTv, ({ query }) => catalogue.searchTv(query));
  defineRoute(app, api.searchPerson, ({ query }) => catalogue.searchPerson(query));
  defineRoute(app, api.movieDetails, ({ params, query }) =>
    catalogue.movieDetails(params.id, parseAppend(query.append_to_response)),
  );
  defineRoute(app, api.tvDetails, ({ params, query }) =>
    catalogue.tvDetails(params.id, parseAppend(query.append_to_response)),
  );
  defineRoute(app, api.seasonDetails, ({ params, query }) =>
    catalogue.seasonDetails(params.id, params.season, parseAppend(query.append_to_response)),
  );
  defineRoute(app, api.episodeDetails, ({ params, query }) =>
    catalogue.episodeDetails(params.id, params.season, params.episode, parseAppend(query.append_to_response)),
  );
  defineRoute(app, api.trending, ({ params, query }) =>
    catalogue.trending(params.media_type, params.time_window, query.page),
  );
  defineRoute(app, api.moviePopular, ({ query }) => catalogue.list('movie/popular', query.page));
  defineRoute(app, api.movieTopRated, ({ query }) => catalogue.list('movie/top_rated', query.page));
  defineRoute(app, api.movieUpcoming, ({ query }) => catalogue.list('movie/upcoming', query.page));
  defineRoute(app, api.tvPopular, ({ query }) => catalogue.list('tv/popular', query.page));
  defineRoute(app, api.tvTopRated, ({ query }) => catalogue.list('tv/top_rated', query.page));
  defineRoute(app, api.tvOnTheAir, ({ query }) => catalogue.list('tv/on_the_air', query.page));
  defineRoute(app, api.discover, ({ params, query }) => catalogue.discover(params.media_type, query));
  defineRoute(app, api.movieImages, ({ params, query }) =>
    catalogue.images('movie', params.id, parseAppend(query.include_image_language)),
  );
  defineRoute(app, api.tvImages, ({ params, query }) =>
    catalogue.images('tv', params.id, parseAppend(query.include_image_language)),
  );
  defineRoute(app, api.genreList, ({ params }) => catalogue.genres(params.media_type));
  defineRoute(app, api.watchProviders, ({ params, query }) =>
    catalogue.watchProviders(params.media_type, query.watch_region ?? 'US'),
  );
  defineRoute(app, api.movieWatchProviders, ({ params }) =>
    catalogue.titleWatchProviders('movie', params.id),
  );
  defineRoute(app, api.tvWatchProviders, ({ params }) => catalogue.titleWatchProviders('tv', params.id));
}
