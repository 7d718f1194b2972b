import { z } from 'zod';
import { CATALOGUE_MAX_PAGE } from '@marquee/domain';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZPage = z.coerce.number().int().min(1).max(CATALOGUE_MAX_PAGE).default(1);
const ZLanguage = z.string().max(20).optional();
const ZAppend = z.string().max(500).optional();
const ZBoolString = z.enum(['true', 'false']).optional();
/** Comma (all of) or pipe (any of) separated ids, as TMDB's discover takes them. */
const ZIdList = z
  .string()
  .max(500)
  .regex(/^\d+([,|]\d+)*$/, 'must be ids separated by , or |')
  .optional();
const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .optional();

export const ZIdParams = z.object({ id: ZId });
export const ZSeasonParams = z.object({ id: ZId, season: z.coerce.number().int().min(0).max(1000) });
export const ZEpisodeParams = ZSeasonParams.extend({ episode: z.coerce.number().int().min(0).max(100_000) });
export const ZTrendingParams = z.object({
  media_type: z.enum(['all', 'movie', 'tv']),
  time_window: z.enum(['day', 'week']),
});
export const ZMediaTypeParams = z.object({ media_type: z.enum(['movie', 'tv']) });

export const ZListQuery = z.object({
  page: ZPage,
  language: ZLanguage,
  region: z.string().max(10).optional(),
});
export const ZSearchQuery = z.object({
  query: z.string().max(500).default(''),
  page: ZPage,
  include_adult: ZBoolString,
  language: ZLanguage,
});
export const ZDetailsQuery = z.object({ append_to_response: ZAppend, language: ZLanguage });
export const ZImagesQuery = z.object({
  include_image_language: z.string().max(100).optional(),
  language: ZLanguage,
});
export const ZProvidersQuery = z.object({ watch_region: z.string().max(10).optional(), language: ZLanguage });

export const DISCOVER_SORTS = [
  'popularity.desc',
  'popularity.asc',
  'vote_average.desc',
  'vote_average.asc',
  'vote_count.desc',
  'vote_count.asc',
  'primary_release_date.desc',
  'primary_release_date.asc',
  'release_date.desc',
  'release_date.asc',
  'first_air_date.desc',
  'first_air_date.asc',
  'title.asc',
  'title.desc',
  'name.asc',
  'name.desc',
] as const;

export const ZDiscoverQuery = z.object({
  page: ZPage,
  language: ZLanguage,
  sort_by: z.enum(DISCOVER_SORTS).default('popularity.desc'),
  with_genres: ZIdList,
  without_genres: ZIdList,
  with_watch_providers: ZIdList,
  watch_region: z.string().max(10).optional(),
  with_original_language: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter language code')
    .optional(),
  'vote_count.gte': z.coerce.number().min(0).optional(),
  'primary_release_date.gte': ZDate,
  'primary_release_date.lte': ZDate,
  'first_air_date.gte': ZDate,
  'first_air_date.lte': ZDate,
  include_adult: ZBoolString,
});

export type TSearchQuery = z.infer<typeof ZSearchQuery>;
export type TDiscoverQuery = z.infer<typeof ZDiscoverQuery>;
