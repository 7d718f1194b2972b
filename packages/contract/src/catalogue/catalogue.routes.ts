import type { z } from 'zod';
import type {
  TEpisodeDetails,
  TGenre,
  TImages,
  TMediaItem,
  TMovieDetails,
  TPage,
  TSeasonDetails,
  TTvDetails,
  TWatchProvider,
} from '@marquee/domain';
import { route } from '../endpoint.ts';
import type {
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

/** The catalogue API: TMDB v3 paths and shapes, answered by our server from the configured backend. */
export const CATALOGUE_PREFIX = '/api/tmdb/3';
const p = (path: string) => `${CATALOGUE_PREFIX}${path}`;

type TList = TPage<TMediaItem>;
/** TMDB's named lists of titles, as their paths name them. */
export type TListName =
  'movie/popular' | 'movie/top_rated' | 'movie/upcoming' | 'tv/popular' | 'tv/top_rated' | 'tv/on_the_air';
export type TTitleWatchProviders = {
  id: number;
  results: Record<string, { link: string; flatrate?: TWatchProvider[] }>;
};

/** Every catalogue route (zod-free: the web app imports this). */
export const catalogueRoutes = {
  searchMulti: route<z.ZodNever, typeof ZSearchQuery>('GET', p('/search/multi')).returns<TList>(),
  searchMovie: route<z.ZodNever, typeof ZSearchMovieQuery>('GET', p('/search/movie')).returns<TList>(),
  searchTv: route<z.ZodNever, typeof ZSearchTvQuery>('GET', p('/search/tv')).returns<TList>(),
  searchPerson: route<z.ZodNever, typeof ZSearchQuery>('GET', p('/search/person')).returns<TList>(),
  movieDetails: route<typeof ZIdParams, typeof ZDetailsQuery>(
    'GET',
    p('/movie/:id'),
  ).returns<TMovieDetails>(),
  tvDetails: route<typeof ZIdParams, typeof ZDetailsQuery>('GET', p('/tv/:id')).returns<TTvDetails>(),
  seasonDetails: route<typeof ZSeasonParams, typeof ZDetailsQuery>(
    'GET',
    p('/tv/:id/season/:season'),
  ).returns<TSeasonDetails>(),
  episodeDetails: route<typeof ZEpisodeParams, typeof ZDetailsQuery>(
    'GET',
    p('/tv/:id/season/:season/episode/:episode'),
  ).returns<TEpisodeDetails>(),
  trending: route<typeof ZTrendingParams, typeof ZListQuery>(
    'GET',
    p('/trending/:media_type/:time_window'),
  ).returns<TList>(),
  moviePopular: route<z.ZodNever, typeof ZListQuery>('GET', p('/movie/popular')).returns<TList>(),
  movieTopRated: route<z.ZodNever, typeof ZListQuery>('GET', p('/movie/top_rated')).returns<TList>(),
  movieUpcoming: route<z.ZodNever, typeof ZListQuery>('GET', p('/movie/upcoming')).returns<TList>(),
  tvPopular: route<z.ZodNever, typeof ZListQuery>('GET', p('/tv/popular')).returns<TList>(),
  tvTopRated: route<z.ZodNever, typeof ZListQuery>('GET', p('/tv/top_rated')).returns<TList>(),
  tvOnTheAir: route<z.ZodNever, typeof ZListQuery>('GET', p('/tv/on_the_air')).returns<TList>(),
  discover: route<typeof ZMediaTypeParams, typeof ZDiscoverQuery>(
    'GET',
    p('/discover/:media_type'),
  ).returns<TList>(),
  movieImages: route<typeof ZIdParams, typeof ZImagesQuery>('GET', p('/movie/:id/images')).returns<TImages>(),
  tvImages: route<typeof ZIdParams, typeof ZImagesQuery>('GET', p('/tv/:id/images')).returns<TImages>(),
  genreList: route<typeof ZMediaTypeParams>('GET', p('/genre/:media_type/list')).returns<{
    genres: TGenre[];
  }>(),
  watchProviders: route<typeof ZMediaTypeParams, typeof ZProvidersQuery>(
    'GET',
    p('/watch/providers/:media_type'),
  ).returns<{ results: TWatchProvider[] }>(),
  movieWatchProviders: route<typeof ZIdParams>(
    'GET',
    p('/movie/:id/watch/providers'),
  ).returns<TTitleWatchProviders>(),
  tvWatchProviders: route<typeof ZIdParams>(
    'GET',
    p('/tv/:id/watch/providers'),
  ).returns<TTitleWatchProviders>(),
};
