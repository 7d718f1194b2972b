// The catalogue's names the web app uses besides its routes (zod-free).

/** The catalogue API: TMDB v3 paths and shapes, answered by our server from the configured backend. */
export const CATALOGUE_PREFIX = '/api/tmdb/3';

/** TMDB's named lists of titles, as their paths name them. */
export type TListName =
  'movie/popular' | 'movie/top_rated' | 'movie/upcoming' | 'tv/popular' | 'tv/top_rated' | 'tv/on_the_air';

/**
 * The cookie the web app keeps equal to the visitor's content filtering setting ('unrestricted', 'moderate',
 * 'strict'): the catalogue's answers leave out the titles it does not allow. A signed-in profile's own
 * limit wins over it.
 */
export const CONTENT_FILTER_COOKIE = 'content_filter';

/** The code of a catalogue refusal for a title above the profile's rating limit. */
export const NOT_AVAILABLE_IN_PROFILE = 'not_available_in_profile';
