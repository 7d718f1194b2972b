// TMDB v3 response shapes, as the catalogue API answers them under /api/tmdb/3/ in both backends.
import type { TMediaType } from './media-types.ts';

export interface TGenre {
  id: number;
  name: string;
}

/** One list or search item: a movie, a series, or (search only) a person. */
export interface TMediaItem {
  id: number;
  media_type?: TMediaType | 'person';
  title?: string;
  original_title?: string;
  name?: string;
  original_name?: string;
  overview?: string;
  poster_path?: string | null;
  backdrop_path?: string | null;
  profile_path?: string | null;
  vote_average?: number;
  vote_count?: number;
  popularity?: number;
  genre_ids?: number[];
  release_date?: string;
  first_air_date?: string;
  original_language?: string;
  adult?: boolean;
}

export interface TPage<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export interface TCastMember {
  id: number;
  name: string;
  original_name?: string;
  character: string;
  profile_path: string | null;
  order: number;
  credit_id: string;
  known_for_department?: string;
}

export interface TCrewMember {
  id: number;
  name: string;
  original_name?: string;
  job: string;
  department: string;
  profile_path: string | null;
  credit_id: string;
}

export interface TCredits {
  id?: number;
  cast: TCastMember[];
  crew: TCrewMember[];
  guest_stars?: TCastMember[];
}

export interface TImage {
  file_path: string;
  aspect_ratio: number;
  width: number;
  height: number;
  iso_639_1: string | null;
  vote_average: number;
  vote_count: number;
}

export interface TImages {
  id?: number;
  backdrops: TImage[];
  logos: TImage[];
  posters: TImage[];
  stills?: TImage[];
}

export interface TExternalIds {
  id?: number;
  imdb_id: string | null;
  tvdb_id?: number | null;
  wikidata_id?: string | null;
}

export interface TCompany {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country: string;
}

export interface TMovieDetails {
  id: number;
  title: string;
  original_title: string;
  original_language: string;
  overview: string;
  tagline: string;
  poster_path: string | null;
  backdrop_path: string | null;
  release_date: string;
  runtime: number | null;
  status: string;
  genres: TGenre[];
  imdb_id: string | null;
  popularity: number;
  vote_average: number;
  vote_count: number;
  adult: boolean;
  video: boolean;
  homepage: string;
  budget: number;
  revenue: number;
  production_companies: TCompany[];
  spoken_languages: { iso_639_1: string; english_name: string; name: string }[];
  credits?: TCredits;
  similar?: TPage<TMediaItem>;
  recommendations?: TPage<TMediaItem>;
  images?: TImages;
  external_ids?: TExternalIds;
}

export interface TSeasonSummary {
  id: number;
  season_number: number;
  name: string;
  overview: string;
  poster_path: string | null;
  air_date: string | null;
  episode_count: number;
  vote_average: number;
}

export interface TNetworkRef {
  id: number;
  name: string;
  logo_path: string | null;
  origin_country: string;
}

export interface TTvDetails {
  id: number;
  name: string;
  original_name: string;
  original_language: string;
  overview: string;
  tagline: string;
  poster_path: string | null;
  backdrop_path: string | null;
  first_air_date: string;
  last_air_date: string | null;
  status: string;
  genres: TGenre[];
  popularity: number;
  vote_average: number;
  vote_count: number;
  number_of_seasons: number;
  number_of_episodes: number;
  episode_run_time: number[];
  in_production: boolean;
  origin_country: string[];
  networks: TNetworkRef[];
  production_companies: TCompany[];
  seasons: TSeasonSummary[];
  adult: boolean;
  homepage: string;
  type: string;
  credits?: TCredits;
  similar?: TPage<TMediaItem>;
  recommendations?: TPage<TMediaItem>;
  images?: TImages;
  external_ids?: TExternalIds;
}

export interface TEpisode {
  id: number;
  episode_number: number;
  season_number: number;
  show_id?: number;
  name: string;
  overview: string;
  air_date: string | null;
  runtime: number | null;
  still_path: string | null;
  vote_average: number;
  vote_count: number;
  production_code?: string;
  episode_type?: string;
  crew: TCrewMember[];
  guest_stars: TCastMember[];
}

export interface TEpisodeDetails extends TEpisode {
  credits?: TCredits;
  images?: { id?: number; stills: TImage[] };
  external_ids?: TExternalIds;
}

export interface TSeasonDetails {
  _id?: string;
  id: number;
  season_number: number;
  name: string;
  overview: string;
  poster_path: string | null;
  air_date: string | null;
  vote_average: number;
  episodes: TEpisode[];
}

export interface TWatchProvider {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority: number;
}
