import type { TSettings } from './settings.ts';

/**
 * Certifications (age ratings) and the limit a profile sets on them. Limits are written on the US scale;
 * another country's certification is placed on it at the US certification it stands level with, so the
 * content filtering tiers (moderate: PG-13 / TV-14, strict: PG / TV-PG, kids: PG / TV-Y7) hold in every
 * country. Scales run from the mildest to the strictest; the operator picks the country (US by default).
 */
export const RATING_SCALES = {
  US: {
    movie: ['G', 'PG', 'PG-13', 'R', 'NC-17'],
    tv: ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA'],
  },
  // BBFC; series carry the same marks. 12A (cinema) and 12 (home) are one level.
  GB: {
    movie: ['U', 'PG', '12A', '12', '15', '18', 'R18'],
    tv: ['U', 'PG', '12A', '12', '15', '18', 'R18'],
  },
  // FSK, as TMDB writes it (the age alone); series carry the same marks.
  DE: {
    movie: ['0', '6', '12', '16', '18'],
    tv: ['0', '6', '12', '16', '18'],
  },
} as const satisfies Record<string, { movie: readonly string[]; tv: readonly string[] }>;

type TScales = typeof RATING_SCALES;

/**
 * The US certification each certification stands level with. Every level of a scale is at least the one
 * before it, so the order holds; the content filtering tiers fall in each country as: moderate GB 12 / DE
 * 12, strict GB PG / DE 6, kids GB PG (series U) / DE 6.
 */
type TLevels<S extends { movie: readonly string[]; tv: readonly string[] }> = {
  [K in TRatedKind]: Record<S[K][number], string>;
};
const US_LEVELS: { [C in keyof TScales]: TLevels<TScales[C]> } = {
  US: {
    movie: { G: 'G', PG: 'PG', 'PG-13': 'PG-13', R: 'R', 'NC-17': 'NC-17' },
    tv: {
      'TV-Y': 'TV-Y',
      'TV-Y7': 'TV-Y7',
      'TV-G': 'TV-G',
      'TV-PG': 'TV-PG',
      'TV-14': 'TV-14',
      'TV-MA': 'TV-MA',
    },
  },
  GB: {
    movie: { U: 'G', PG: 'PG', '12A': 'PG-13', '12': 'PG-13', '15': 'R', '18': 'NC-17', R18: 'NC-17' },
    tv: {
      U: 'TV-Y7',
      PG: 'TV-PG',
      '12A': 'TV-14',
      '12': 'TV-14',
      '15': 'TV-MA',
      '18': 'TV-MA',
      R18: 'TV-MA',
    },
  },
  DE: {
    movie: { '0': 'G', '6': 'PG', '12': 'PG-13', '16': 'R', '18': 'NC-17' },
    tv: { '0': 'TV-Y', '6': 'TV-Y7', '12': 'TV-14', '16': 'TV-MA', '18': 'TV-MA' },
  },
};

export type TRatingCountry = keyof typeof RATING_SCALES;
export const DEFAULT_RATING_COUNTRY: TRatingCountry = 'US';

/**
 * The highest certification a profile may see, per kind (null: no limit), and whether titles
 * without a certification in the operator's country are shown.
 */
export interface TRatingLimit {
  movie: string | null;
  tv: string | null;
  unrated: 'allow' | 'block';
}

export const NO_RATING_LIMIT: TRatingLimit = { movie: null, tv: null, unrated: 'allow' };

/** The content filtering setting mapped onto limits of the US scale (other countries' ratings are placed on it). */
export const RATING_LIMIT_FOR_FILTER: Record<TSettings['contentFiltering'], TRatingLimit> = {
  unrestricted: NO_RATING_LIMIT,
  moderate: { movie: 'PG-13', tv: 'TV-14', unrated: 'allow' },
  strict: { movie: 'PG', tv: 'TV-PG', unrated: 'block' },
};

/** What a new kids profile starts with. */
export const KIDS_RATING_LIMIT: TRatingLimit = { movie: 'PG', tv: 'TV-Y7', unrated: 'block' };

/** One short text per distinct limit, for cache keys ("all" when nothing is limited). */
export function ratingLimitKey(limit: TRatingLimit): string {
  if (limit.movie === null && limit.tv === null && limit.unrated === 'allow') return 'all';
  return `${limit.movie ?? '*'}|${limit.tv ?? '*'}|${limit.unrated}`;
}

/** A title's certifications, by ISO 3166-1 country code ("US" → "PG-13"). */
export type TCertifications = Readonly<Record<string, string>>;

export type TRatedKind = 'movie' | 'tv';

/** Where a certification sits on the country's scale for its kind, or -1 when it is not on it ("NR", ""). */
export function certificationRank(
  certification: string | undefined,
  kind: TRatedKind,
  country: TRatingCountry,
): number {
  if (!certification) return -1;
  const scale: readonly string[] = RATING_SCALES[country][kind];
  return scale.indexOf(certification);
}

/** The US certification a country's one stands level with; undefined when it is not on the country's scale. */
export function usLevelOf(
  certification: string | undefined,
  kind: TRatedKind,
  country: TRatingCountry,
): string | undefined {
  if (!certification) return undefined;
  const levels: Readonly<Record<string, string>> = US_LEVELS[country][kind];
  return Object.hasOwn(levels, certification) ? levels[certification] : undefined;
}

/**
 * A title's place on the US scale: its certification in the country, at its US level; when it has none
 * there (or one off the scale, such as "NR"), its US certification, since TMDB holds far more of those;
 * -1 when neither is on a scale.
 */
function usRankOfTitle(
  certifications: TCertifications | null | undefined,
  kind: TRatedKind,
  country: TRatingCountry,
): number {
  const level = usLevelOf(certifications?.[country], kind, country);
  return certificationRank(level ?? certifications?.US, kind, 'US');
}

/**
 * Whether a profile under `limit` (on the US scale) may see a title: its certification in the country (else
 * its US one) is at most the limit; a title without either only when the limit allows unrated titles. A
 * limit naming a certification the scale does not have lets no rated title through.
 */
export function isTitleAllowed(
  certifications: TCertifications | null | undefined,
  kind: TRatedKind,
  limit: TRatingLimit,
  country: TRatingCountry = DEFAULT_RATING_COUNTRY,
): boolean {
  const rank = usRankOfTitle(certifications, kind, country);
  if (rank < 0) return limit.unrated === 'allow';
  const highest = limit[kind];
  if (highest === null) return true;
  return rank <= certificationRank(highest, kind, 'US');
}

/** Whether a limit keeps anything out: false only for no limit at all. */
export function isRatingLimited(limit: TRatingLimit): boolean {
  return ratingLimitKey(limit) !== 'all';
}

/** The limit of a content filtering choice; anything else (a missing or mangled value) limits nothing. */
export function ratingLimitOfFilter(value: string | undefined): TRatingLimit {
  return value !== undefined && Object.hasOwn(RATING_LIMIT_FOR_FILTER, value)
    ? RATING_LIMIT_FOR_FILTER[value as TSettings['contentFiltering']]
    : NO_RATING_LIMIT;
}

/** Whether `country` has a scale here (the operator's RATING_COUNTRY is checked with it). */
export function isRatingCountry(country: string): country is TRatingCountry {
  return Object.hasOwn(RATING_SCALES, country);
}

/** TMDB's release_dates of a movie, as much of it as certifications need. */
export interface TReleaseDatesPart {
  results: readonly {
    iso_3166_1: string;
    release_dates: readonly { certification?: string | undefined; type?: number | undefined }[];
  }[];
}
/** TMDB's content_ratings of a series. */
export interface TContentRatingsPart {
  results: readonly { iso_3166_1: string; rating: string }[];
}

/** TMDB's theatrical release type: its certification is the one a movie is known by. */
const THEATRICAL_RELEASE = 3;

/** A movie's certification per country: the theatrical release's, else the first release's that has one. */
export function certificationsOfReleaseDates(part: TReleaseDatesPart | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const country of part?.results ?? []) {
    const rated = country.release_dates.filter((release) => release.certification?.trim());
    const chosen = rated.find((release) => release.type === THEATRICAL_RELEASE) ?? rated[0];
    if (chosen?.certification) found[country.iso_3166_1] = chosen.certification.trim();
  }
  return found;
}

/** A series' rating per country. */
export function certificationsOfContentRatings(
  part: TContentRatingsPart | undefined,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const country of part?.results ?? []) {
    if (country.rating.trim()) found[country.iso_3166_1] = country.rating.trim();
  }
  return found;
}
