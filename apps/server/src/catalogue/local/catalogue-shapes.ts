// Turns rows into TMDB's response shapes: list items, credits, images, pages and watch providers.
import type { TTitleWatchProviders } from '@marquee/contract';
import {
  CATALOGUE_PAGE_SIZE,
  NETWORKS,
  genreName,
  type TCastMember,
  type TCrewMember,
  type TGenre,
  type TImage,
  type TMediaItem,
  type TMediaType,
  type TPage,
  type TWatchProvider,
} from '@marquee/domain';
import type { TCreditRow } from './episodes.repository.ts';
import type { TListRow, TRowPage } from './titles.repository.ts';

/** A list item as TMDB gives it; `video` and `origin_country` are TMDB fields our shared type leaves out. */
export type TListItem = TMediaItem & { video?: boolean; origin_country?: string[] };

/** A list item; media_type only where TMDB gives it (trending, search, recommendations). */
export function toListItem(row: TListRow, withMediaType = false): TListItem {
  const common = {
    adult: row.adult,
    backdrop_path: row.backdropPath,
    genre_ids: row.genreIds,
    id: row.id,
    ...(withMediaType ? { media_type: row.mediaType } : {}),
    original_language: row.originalLanguage,
    overview: row.overview,
    popularity: row.popularity,
    poster_path: row.posterPath,
    vote_average: row.voteAverage,
    vote_count: row.voteCount,
  };
  if (row.mediaType === 'movie') {
    return {
      ...common,
      title: row.title,
      original_title: row.originalTitle,
      release_date: row.releaseDate ?? '',
      video: false,
    };
  }
  return {
    ...common,
    name: row.title,
    original_name: row.originalTitle,
    first_air_date: row.releaseDate ?? '',
    origin_country: row.originCountry ?? [],
  };
}

/** A TMDB page; a page past the end has no results but the true totals. */
export function toPage<T>(page: number, results: T[], totalResults: number): TPage<T> {
  return {
    page,
    results,
    total_pages: Math.max(1, Math.ceil(totalResults / CATALOGUE_PAGE_SIZE)),
    total_results: totalResults,
  };
}

export function toListPage(page: number, found: TRowPage<TListRow>, withMediaType = false): TPage<TListItem> {
  return toPage(
    page,
    found.rows.map((row) => toListItem(row, withMediaType)),
    found.total,
  );
}

export function toGenres(ids: number[]): TGenre[] {
  return ids.flatMap((id) => {
    const name = genreName(id);
    return name ? [{ id, name }] : [];
  });
}

function personFields(row: TCreditRow) {
  return {
    adult: false,
    gender: 0,
    id: row.personId,
    known_for_department: row.knownForDepartment,
    name: row.name,
    original_name: row.name,
    popularity: row.popularity,
    profile_path: row.profilePath,
    credit_id: row.creditId,
  };
}

export function toCastMember(row: TCreditRow): TCastMember {
  return { ...personFields(row), character: row.character, order: row.order };
}

export function toCrewMember(row: TCreditRow): TCrewMember {
  return { ...personFields(row), department: row.department, job: row.job };
}

/** Cast, crew and guest stars of a list of credit rows. */
export function splitCredits(rows: TCreditRow[]): {
  cast: TCastMember[];
  crew: TCrewMember[];
  guest_stars: TCastMember[];
} {
  return {
    cast: rows.filter((r) => r.kind === 'cast').map(toCastMember),
    crew: rows.filter((r) => r.kind === 'crew').map(toCrewMember),
    guest_stars: rows.filter((r) => r.kind === 'guest').map(toCastMember),
  };
}

/** The size of each kind of artwork, as the image service draws it. */
export const ARTWORK_SIZES = {
  poster: { width: 1000, height: 1500, language: 'en' },
  backdrop: { width: 1920, height: 1080, language: null },
  logo: { width: 1000, height: 400, language: 'en' },
  still: { width: 1920, height: 1080, language: null },
} as const;

/** One image's TMDB description, or none for a missing path or a language not asked for. */
export function toImages(
  path: string | null,
  kind: keyof typeof ARTWORK_SIZES,
  languages: string[] = [],
): TImage[] {
  const { width, height, language } = ARTWORK_SIZES[kind];
  if (!path) return [];
  if (languages.length > 0 && !languages.includes(language ?? 'null')) return [];
  return [
    {
      aspect_ratio: Math.round((width / height) * 1000) / 1000,
      height,
      iso_639_1: language,
      file_path: path,
      vote_average: 0,
      vote_count: 0,
      width,
    },
  ];
}

/** The watch providers of the catalogue, in the order of the networks pages. */
export function toWatchProviders(ids?: number[]): TWatchProvider[] {
  return NETWORKS.map((n, index) => ({
    provider_id: n.providerId,
    provider_name: n.name,
    logo_path: null,
    display_priority: index,
  })).filter((p) => ids === undefined || ids.includes(p.provider_id));
}

/** A title's providers as TMDB's watch/providers answers them (US only; empty results when none). */
export function toTitleWatchProviders(
  mediaType: TMediaType,
  id: number,
  providerIds: number[],
): TTitleWatchProviders['results'] {
  const flatrate = toWatchProviders(providerIds);
  if (flatrate.length === 0) return {};
  const link = `/${mediaType === 'movie' ? 'movies' : 'series'}/${id}`;
  return { US: { link, flatrate } };
}
