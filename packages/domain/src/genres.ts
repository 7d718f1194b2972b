import type { TMediaType } from './media-types.ts';

/** TMDB's movie genres. */
export const MOVIE_GENRES: Readonly<Record<number, string>> = {
  28: 'Action',
  12: 'Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  14: 'Fantasy',
  36: 'History',
  27: 'Horror',
  10402: 'Music',
  9648: 'Mystery',
  10749: 'Romance',
  878: 'Science Fiction',
  10770: 'TV Movie',
  53: 'Thriller',
  10752: 'War',
  37: 'Western',
};

/** TMDB's TV genres (its genre/tv list); series also use the shared ones (Animation, Comedy, Crime, ...). */
export const SERIES_GENRES: Readonly<Record<number, string>> = {
  10759: 'Action & Adventure',
  16: 'Animation',
  35: 'Comedy',
  80: 'Crime',
  99: 'Documentary',
  18: 'Drama',
  10751: 'Family',
  10762: 'Kids',
  9648: 'Mystery',
  10763: 'News',
  10764: 'Reality',
  10765: 'Sci-Fi & Fantasy',
  10766: 'Soap',
  10767: 'Talk',
  10768: 'War & Politics',
  37: 'Western',
};

const ALL_GENRES: Readonly<Record<number, string>> = { ...MOVIE_GENRES, ...SERIES_GENRES };

/** The display name of a genre id, from either table. */
export function genreName(id: number): string | undefined {
  return ALL_GENRES[id];
}

/** A genre id by its name, case-insensitive. */
export function genreIdByName(name: string, mediaType?: TMediaType): number | undefined {
  const table = mediaType === 'movie' ? MOVIE_GENRES : mediaType === 'tv' ? SERIES_GENRES : ALL_GENRES;
  const wanted = name.trim().toLowerCase();
  const hit = Object.entries(table).find(([, n]) => n.toLowerCase() === wanted);
  return hit ? Number(hit[0]) : undefined;
}

/** The genre list of one media type, as TMDB's /genre/{type}/list answers it. */
export function genreList(mediaType: TMediaType): { id: number; name: string }[] {
  const table = mediaType === 'movie' ? MOVIE_GENRES : SERIES_GENRES;
  return Object.entries(table).map(([id, name]) => ({ id: Number(id), name }));
}
