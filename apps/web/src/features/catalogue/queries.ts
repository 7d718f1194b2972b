import type { TDiscoverQuery, TListName } from '@marquee/contract';
import { catalogueRoutes as api } from '@marquee/contract/routes';
import type { TMediaType } from '@marquee/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;

/** Keys of every catalogue query: ['catalogue', 'list' | 'detail', params]. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (name: string, params: object) => ['catalogue', 'list', name, params] as const,
  detail: (name: string, params: object) => ['catalogue', 'detail', name, params] as const,
};

const LIST_ENDPOINTS = {
  'movie/popular': api.moviePopular,
  'movie/top_rated': api.movieTopRated,
  'movie/upcoming': api.movieUpcoming,
  'tv/popular': api.tvPopular,
  'tv/top_rated': api.tvTopRated,
  'tv/on_the_air': api.tvOnTheAir,
} as const;

/** One page of a named TMDB list (popular, top rated, upcoming, on the air). */
export function listQuery(name: TListName, page = 1) {
  return queryOptions({
    queryKey: catalogueKeys.list(name, { page }),
    queryFn: ({ signal }) => apiGet(LIST_ENDPOINTS[name], { query: { page }, signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** One page of trending titles; the window is day by default. */
export function trendingQuery(mediaType: TMediaType | 'all', window: 'day' | 'week' = 'day', page = 1) {
  return queryOptions({
    queryKey: catalogueKeys.list('trending', { mediaType, window, page }),
    queryFn: ({ signal }) =>
      apiGet(api.trending, {
        params: { media_type: mediaType, time_window: window },
        query: { page },
        signal,
      }),
    staleTime: FIVE_MINUTES,
  });
}

/** One page of discover results (genres, streaming providers, sorting). */
export function discoverQuery(mediaType: TMediaType, query: Partial<TDiscoverQuery>) {
  return queryOptions({
    queryKey: catalogueKeys.list('discover', { mediaType, ...query }),
    queryFn: ({ signal }) => apiGet(api.discover, { params: { media_type: mediaType }, query, signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** One page of search results for a non-empty query. */
export function searchQuery(query: string, page = 1) {
  return queryOptions({
    queryKey: catalogueKeys.list('search', { query, page }),
    queryFn: ({ signal }) => apiGet(api.searchMulti, { query: { query, page }, signal }),
    enabled: query.trim().length > 0,
    staleTime: FIVE_MINUTES,
  });
}

export function movieDetailsQuery(id: number, append = 'credits,similar,external_ids') {
  return queryOptions({
    queryKey: catalogueKeys.detail('movie', { id, append }),
    queryFn: ({ signal }) =>
      apiGet(api.movieDetails, { params: { id }, query: { append_to_response: append }, signal }),
    staleTime: ONE_HOUR,
  });
}

export function tvDetailsQuery(id: number, append = 'external_ids,credits,similar') {
  return queryOptions({
    queryKey: catalogueKeys.detail('tv', { id, append }),
    queryFn: ({ signal }) =>
      apiGet(api.tvDetails, { params: { id }, query: { append_to_response: append }, signal }),
    staleTime: ONE_HOUR,
  });
}

export function seasonDetailsQuery(id: number, season: number) {
  return queryOptions({
    queryKey: catalogueKeys.detail('season', { id, season }),
    queryFn: ({ signal }) => apiGet(api.seasonDetails, { params: { id, season }, signal }),
    staleTime: ONE_HOUR,
  });
}

export function episodeDetailsQuery(id: number, season: number, episode: number) {
  return queryOptions({
    queryKey: catalogueKeys.detail('episode', { id, season, episode }),
    queryFn: ({ signal }) =>
      apiGet(api.episodeDetails, {
        params: { id, season, episode },
        query: { append_to_response: 'external_ids,credits,images' },
        signal,
      }),
    staleTime: ONE_HOUR,
  });
}

/** The logos of a title (English or language-less), for hero and detail pages. */
export function imagesQuery(mediaType: TMediaType, id: number) {
  const endpoint = mediaType === 'movie' ? api.movieImages : api.tvImages;
  return queryOptions({
    queryKey: catalogueKeys.detail('images', { mediaType, id }),
    queryFn: ({ signal }) =>
      apiGet(endpoint, { params: { id }, query: { include_image_language: 'en,null' }, signal }),
    staleTime: ONE_HOUR,
  });
}
