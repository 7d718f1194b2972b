import { withSchemas } from '../endpoint.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import {
  ZDetailsQuery,
  ZDiscoverQuery,
  ZEpisodeParams,
  ZIdParams,
  ZImagesQuery,
  ZListQuery,
  ZMediaTypeParams,
  ZProvidersQuery,
  ZSearchMovieQuery,
  ZSearchQuery,
  ZSearchTvQuery,
  ZSeasonParams,
  ZTrendingParams,
} from './catalogue.schemas.ts';

/** The catalogue routes with their schema values, as the server validates them. */
export const catalogueEndpoints = {
  searchMulti: withSchemas(catalogueRoutes.searchMulti, { query: ZSearchQuery }),
  searchMovie: withSchemas(catalogueRoutes.searchMovie, { query: ZSearchMovieQuery }),
  searchTv: withSchemas(catalogueRoutes.searchTv, { query: ZSearchTvQuery }),
  searchPerson: withSchemas(catalogueRoutes.searchPerson, { query: ZSearchQuery }),
  movieDetails: withSchemas(catalogueRoutes.movieDetails, { params: ZIdParams, query: ZDetailsQuery }),
  tvDetails: withSchemas(catalogueRoutes.tvDetails, { params: ZIdParams, query: ZDetailsQuery }),
  seasonDetails: withSchemas(catalogueRoutes.seasonDetails, { params: ZSeasonParams, query: ZDetailsQuery }),
  episodeDetails: withSchemas(catalogueRoutes.episodeDetails, {
    params: ZEpisodeParams,
    query: ZDetailsQuery,
  }),
  trending: withSchemas(catalogueRoutes.trending, { params: ZTrendingParams, query: ZListQuery }),
  moviePopular: withSchemas(catalogueRoutes.moviePopular, { query: ZListQuery }),
  movieTopRated: withSchemas(catalogueRoutes.movieTopRated, { query: ZListQuery }),
  movieUpcoming: withSchemas(catalogueRoutes.movieUpcoming, { query: ZListQuery }),
  tvPopular: withSchemas(catalogueRoutes.tvPopular, { query: ZListQuery }),
  tvTopRated: withSchemas(catalogueRoutes.tvTopRated, { query: ZListQuery }),
  tvOnTheAir: withSchemas(catalogueRoutes.tvOnTheAir, { query: ZListQuery }),
  discover: withSchemas(catalogueRoutes.discover, { params: ZMediaTypeParams, query: ZDiscoverQuery }),
  movieImages: withSchemas(catalogueRoutes.movieImages, { params: ZIdParams, query: ZImagesQuery }),
  tvImages: withSchemas(catalogueRoutes.tvImages, { params: ZIdParams, query: ZImagesQuery }),
  genreList: withSchemas(catalogueRoutes.genreList, { params: ZMediaTypeParams }),
  watchProviders: withSchemas(catalogueRoutes.watchProviders, {
    params: ZMediaTypeParams,
    query: ZProvidersQuery,
  }),
  movieWatchProviders: withSchemas(catalogueRoutes.movieWatchProviders, { params: ZIdParams }),
  tvWatchProviders: withSchemas(catalogueRoutes.tvWatchProviders, { params: ZIdParams }),
};
