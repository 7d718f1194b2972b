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
import { endpoint } from '../endpoint.ts';
import {
  ZDetailsQuery,
  ZDiscoverQuery,
  ZEpisodeParams,
  ZIdParams,
  ZImagesQuery,
  ZListQuery,
  ZMediaTypeParams,
  ZProvidersQuery,
  ZSearchQuery,
  ZSeasonParams,
  ZTrendingParams,
} from './catalogue.schemas.ts';

/** The catalogue API: TMDB v3 paths and shapes, answered by our server from the configured backend. */
export const CATALOGUE_PREFIX = '/api/tmdb/3';
const p = (path: string) => `${CATALOGUE_PREFIX}${path}`;

type TList = TPage<TMediaItem>;
export type TTitleWatchProviders = {
  id: number;
  results: Record<string, { link: string; flatrate?: TWatchProvider[] }>;
};

export const catalogueEndpoints = {
  searchMulti: endpoint({ method: 'GET', path: p('/search/multi'), query: ZSearchQuery }).returns<TList>(),
  movieDetails: endpoint({
    method: 'GET',
    path: p('/movie/:id'),
    params: ZIdParams,
    query: ZDetailsQuery,
  }).returns<TMovieDetails>(),
  tvDetails: endpoint({
    method: 'GET',
    path: p('/tv/:id'),
    params: ZIdParams,
    query: ZDetailsQuery,
  }).returns<TTvDetails>(),
  seasonDetails: endpoint({
    method: 'GET',
    path: p('/tv/:id/season/:season'),
    params: ZSeasonParams,
    query: ZDetailsQuery,
  }).returns<TSeasonDetails>(),
  episodeDetails: endpoint({
    method: 'GET',
    path: p('/tv/:id/season/:season/episode/:episode'),
    params: ZEpisodeParams,
    query: ZDetailsQuery,
  }).returns<TEpisodeDetails>(),
  trending: endpoint({
    method: 'GET',
    path: p('/trending/:media_type/:time_window'),
    params: ZTrendingParams,
    query: ZListQuery,
  }).returns<TList>(),
  moviePopular: endpoint({ method: 'GET', path: p('/movie/popular'), query: ZListQuery }).returns<TList>(),
  movieTopRated: endpoint({ method: 'GET', path: p('/movie/top_rated'), query: ZListQuery }).returns<TList>(),
  movieUpcoming: endpoint({ method: 'GET', path: p('/movie/upcoming'), query: ZListQuery }).returns<TList>(),
  tvPopular: endpoint({ method: 'GET', path: p('/tv/popular'), query: ZListQuery }).returns<TList>(),
  tvTopRated: endpoint({ method: 'GET', path: p('/tv/top_rated'), query: ZListQuery }).returns<TList>(),
  tvOnTheAir: endpoint({ method: 'GET', path: p('/tv/on_the_air'), query: ZListQuery }).returns<TList>(),
  discover: endpoint({
    method: 'GET',
    path: p('/discover/:media_type'),
    params: ZMediaTypeParams,
    query: ZDiscoverQuery,
  }).returns<TList>(),
  movieImages: endpoint({
    method: 'GET',
    path: p('/movie/:id/images'),
    params: ZIdParams,
    query: ZImagesQuery,
  }).returns<TImages>(),
  tvImages: endpoint({
    method: 'GET',
    path: p('/tv/:id/images'),
    params: ZIdParams,
    query: ZImagesQuery,
  }).returns<TImages>(),
  genreList: endpoint({
    method: 'GET',
    path: p('/genre/:media_type/list'),
    params: ZMediaTypeParams,
  }).returns<{ genres: TGenre[] }>(),
  watchProviders: endpoint({
    method: 'GET',
    path: p('/watch/providers/:media_type'),
    params: ZMediaTypeParams,
    query: ZProvidersQuery,
  }).returns<{ results: TWatchProvider[] }>(),
  movieWatchProviders: endpoint({
    method: 'GET',
    path: p('/movie/:id/watch/providers'),
    params: ZIdParams,
  }).returns<TTitleWatchProviders>(),
  tvWatchProviders: endpoint({
    method: 'GET',
    path: p('/tv/:id/watch/providers'),
    params: ZIdParams,
  }).returns<TTitleWatchProviders>(),
};
