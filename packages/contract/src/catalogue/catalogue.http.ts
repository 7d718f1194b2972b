// The catalogue's names the web app uses besides its routes (zod-free).

/** The catalogue API: TMDB v3 paths and shapes, answered by our server from the configured backend. */
export const CATALOGUE_PREFIX = '/api/tmdb/3';

/** TMDB's named lists of titles, as their paths name them. */
export type TListName =
  'movie/popular' | 'movie/top_rated' | 'movie/upcoming' | 'tv/popular' | 'tv/top_rated' | 'tv/on_the_air';
