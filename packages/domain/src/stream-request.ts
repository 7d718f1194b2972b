import { yearOf } from './media.ts';
import type { TEpisode, TMovieDetails, TTvDetails } from './tmdb.ts';

/**
 * What a source search asks for. The show form is the original site's; the movie form is the same without
 * season and episode.
 */
export type TStreamRequest = TMovieStreamRequest | TSeriesStreamRequest;

export interface TMovieStreamRequest {
  type: 'movie';
  title: string;
  releaseYear: number | null;
  tmdbId: string;
  imdbId: string | null;
}

export interface TSeriesStreamRequest {
  type: 'show';
  title: string;
  releaseYear: number | null;
  tmdbId: string;
  imdbId: string | null;
  season: { number: number; tmdbId: string };
  episode: { number: number; tmdbId: string };
}

function releaseYearOf(date: string | null | undefined): number | null {
  const year = yearOf(date);
  return year ? Number(year) : null;
}

/** The stream request of a movie. */
export function movieStreamRequest(movie: TMovieDetails): TMovieStreamRequest {
  return {
    type: 'movie',
    title: movie.title,
    releaseYear: releaseYearOf(movie.release_date),
    tmdbId: String(movie.id),
    imdbId: movie.imdb_id ?? movie.external_ids?.imdb_id ?? null,
  };
}

/** The stream request of one episode of a series (season id from the series' season list when known). */
export function seriesStreamRequest(
  series: TTvDetails,
  episode: Pick<TEpisode, 'id' | 'season_number' | 'episode_number'>,
): TSeriesStreamRequest {
  const season = series.seasons.find((entry) => entry.season_number === episode.season_number);
  return {
    type: 'show',
    title: series.name,
    releaseYear: releaseYearOf(series.first_air_date),
    tmdbId: String(series.id),
    imdbId: series.external_ids?.imdb_id ?? null,
    season: { number: episode.season_number, tmdbId: season ? String(season.id) : '' },
    episode: { number: episode.episode_number, tmdbId: String(episode.id) },
  };
}
