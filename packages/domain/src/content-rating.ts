import type { TSettings } from './settings.ts';

/**
 * Certifications (age ratings) and the limit a profile sets on them. Scales are ordered from the
 * mildest to the strictest; the operator picks the country whose scale is used (US by default).
 */
export const RATING_SCALES = {
  US: {
    movie: ['G', 'PG', 'PG-13', 'R', 'NC-17'],
    tv: ['TV-Y', 'TV-Y7', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA'],
  },
} as const satisfies Record<string, { movie: readonly string[]; tv: readonly string[] }>;

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

/** The content filtering setting mapped onto limits of the US scale. */
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
