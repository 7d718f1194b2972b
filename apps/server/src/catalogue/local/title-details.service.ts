// Movie and series details with their append_to_response parts, images and watch providers.
import type { TTitleWatchProviders } from '@marquee/contract';
import {
  LANGUAGE_NAMES,
  NETWORKS,
  type TImages,
  type TMediaType,
  type TMovieDetails,
  type TNetworkRef,
  type TTvDetails,
} from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { splitCredits, toGenres, toImages, toListPage, toTitleWatchProviders } from './catalogue-shapes.ts';
import { findCredits, findSeasonSummaries } from './episodes.repository.ts';
import { findSimilarTitles, findTitle, type TTitleRow } from './titles.repository.ts';

/** A title that exists, or TMDB's 404. */
export async function requireTitle(db: TDb, mediaType: TMediaType, id: number): Promise<TTitleRow> {
  const row = await findTitle(db, mediaType, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function movieDetails(db: TDb, id: number, append: string[]): Promise<TMovieDetails> {
  const row = await requireTitle(db, 'movie', id);
  const { extra } = row;
  const details: TMovieDetails = {
    adult: row.adult,
    backdrop_path: row.backdropPath,
    budget: extra.budget ?? 0,
    genres: toGenres(row.genreIds),
    homepage: extra.homepage ?? '',
    id: row.id,
    imdb_id: row.imdbId,
    original_language: row.originalLanguage,
    original_title: row.originalTitle,
    overview: row.overview,
    popularity: row.popularity,
    poster_path: row.posterPath,
    production_companies: extra.production_companies ?? [],
    release_date: row.releaseDate ?? '',
    revenue: extra.revenue ?? 0,
    runtime: row.runtime,
    spoken_languages: extra.spoken_languages ?? spokenLanguageOf(row.originalLanguage),
    status: row.status,
    tagline: row.tagline,
    title: row.title,
    video: false,
    vote_average: row.voteAverage,
    vote_count: row.voteCount,
  };
  return { ...details, ...(await appendedParts(db, row, append)) };
}

export async function tvDetails(db: TDb, id: number, append: string[]): Promise<TTvDetails> {
  const row = await requireTitle(db, 'tv', id);
  const { extra } = row;
  const seasons = await findSeasonSummaries(db, id);
  const regular = seasons.filter((s) => s.seasonNumber > 0);
  const details: TTvDetails & { created_by: unknown[]; languages: string[] } = {
    adult: row.adult,
    backdrop_path: row.backdropPath,
    created_by: (extra.created_by ?? []).map((c) => ({
      id: c.id,
      credit_id: c.credit_id ?? '',
      name: c.name,
      original_name: c.name,
      gender: 0,
      profile_path: c.profile_path ?? null,
    })),
    episode_run_time: extra.episode_run_time ?? [],
    first_air_date: row.releaseDate ?? '',
    genres: toGenres(row.genreIds),
    homepage: extra.homepage ?? '',
    id: row.id,
    in_production:
      extra.in_production ?? ['Returning Series', 'In Production', 'Planned'].includes(row.status),
    languages: [row.originalLanguage],
    last_air_date: row.lastAirDate,
    name: row.title,
    networks: extra.networks ?? networksOf(row.providerIds),
    number_of_episodes: regular.reduce((sum, s) => sum + s.episodeCount, 0),
    number_of_seasons: regular.length,
    origin_country: extra.origin_country ?? [],
    original_language: row.originalLanguage,
    original_name: row.originalTitle,
    overview: row.overview,
    popularity: row.popularity,
    poster_path: row.posterPath,
    production_companies: extra.production_companies ?? [],
    seasons: seasons.map((s) => ({
      air_date: s.airDate,
      episode_count: s.episodeCount,
      id: s.id,
      name: s.name,
      overview: s.overview,
      poster_path: s.posterPath,
      season_number: s.seasonNumber,
      vote_average: s.voteAverage,
    })),
    status: row.status,
    tagline: row.tagline,
    type: extra.type ?? 'Scripted',
    vote_average: row.voteAverage,
    vote_count: row.voteCount,
  };
  return { ...details, ...(await appendedParts(db, row, append)) };
}

/** The append_to_response parts we hold; others are left out, as TMDB leaves out unknown ones. */
async function appendedParts(db: TDb, row: TTitleRow, append: string[]) {
  const { mediaType, id } = row;
  const parts: Partial<TMovieDetails & TTvDetails> & { 'watch/providers'?: unknown } = {};
  for (const part of append) {
    if (part === 'credits') {
      const { cast, crew } = splitCredits(await findCredits(db, mediaType, id, { scope: 'title' }));
      parts.credits = { cast, crew };
    } else if (part === 'similar' || part === 'recommendations') {
      const found = await findSimilarTitles(db, mediaType, id, row.genreIds, 1);
      parts[part] = toListPage(1, found, part === 'recommendations');
    } else if (part === 'images') {
      parts.images = imagesOf(row, []);
    } else if (part === 'external_ids') {
      parts.external_ids = externalIdsOf(row);
    } else if (part === 'watch/providers') {
      parts['watch/providers'] = { results: toTitleWatchProviders(mediaType, id, row.providerIds) };
    }
  }
  return parts;
}

function imagesOf(row: TTitleRow, languages: string[]): Omit<TImages, 'id'> {
  return {
    backdrops: toImages(row.backdropPath, 'backdrop', languages),
    logos: toImages(row.logoPath, 'logo', languages),
    posters: toImages(row.posterPath, 'poster', languages),
  };
}

function externalIdsOf(row: TTitleRow) {
  const common = {
    imdb_id: row.imdbId,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
  return row.mediaType === 'movie'
    ? common
    : { ...common, tvdb_id: null, tvrage_id: null, freebase_mid: null };
}

function spokenLanguageOf(code: string) {
  const name = LANGUAGE_NAMES[code] ?? code;
  return [{ iso_639_1: code, english_name: name, name }];
}

/** Networks of a series the file did not name, from the streaming providers that carry it. */
function networksOf(providerIds: number[]): TNetworkRef[] {
  return NETWORKS.filter((n) => providerIds.includes(n.providerId)).map((n) => ({
    id: n.providerId,
    name: n.name,
    logo_path: null,
    origin_country: 'US',
  }));
}

/** A title's artwork as TMDB's /images answers it, limited to the languages asked for ('null' = none). */
export async function titleImages(
  db: TDb,
  mediaType: TMediaType,
  id: number,
  languages: string[],
): Promise<TImages> {
  const row = await requireTitle(db, mediaType, id);
  return { id, ...imagesOf(row, languages) };
}

export async function titleWatchProviders(
  db: TDb,
  mediaType: TMediaType,
  id: number,
): Promise<TTitleWatchProviders> {
  const row = await requireTitle(db, mediaType, id);
  return { id, results: toTitleWatchProviders(mediaType, id, row.providerIds) };
}
