import { z } from 'zod';
import { CATALOGUE_MAX_PAGE } from '@marquee/domain';
import {
  calendarDate,
  id,
  idList,
  INT4_MAX,
  integer,
  oneOf,
  pattern,
  text,
  year,
} from './catalogue-fields.ts';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MAX_WORDS, searchWords } from './search-words.ts';

const ZPage = integer(1, CATALOGUE_MAX_PAGE).default(1);
/** ISO 639-1 language, optionally with a region: en, en-US, pt-BR. */
const ZLanguage = pattern(
  /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/,
  'must be a language code such as en-US',
  20,
).optional();
/** ISO 3166-1 region: US, GB. */
const ZRegion = pattern(/^[A-Za-z]{2}$/, 'must be a two-letter region code such as US', 2).optional();
/** Parts such as credits,videos,season/1. */
const ZAppend = pattern(
  /^[A-Za-z0-9_/ ,.-]*$/,
  'must be parts such as credits,videos separated by commas',
  300,
).optional();
const ZBoolString = oneOf(['true', 'false']).optional();

export const ZIdParams = z.object({ id: id() });
/** Season 0 holds a series' specials. */
export const ZSeasonParams = z.object({ id: id(), season: integer(0, INT4_MAX) });
export const ZEpisodeParams = ZSeasonParams.extend({ episode: integer(0, INT4_MAX) });
export const ZTrendingParams = z.object({
  media_type: oneOf(['all', 'movie', 'tv']),
  time_window: oneOf(['day', 'week']),
});
export const ZMediaTypeParams = z.object({ media_type: oneOf(['movie', 'tv']) });

export const ZListQuery = z.object({ page: ZPage, language: ZLanguage, region: ZRegion });

/** What a visitor typed: bounded in length and in words, so no search is costly whatever it holds. */
const ZSearchText = text(SEARCH_QUERY_MAX_LENGTH)
  .refine(
    (value) => searchWords(value).length <= SEARCH_QUERY_MAX_WORDS,
    `must have at most ${SEARCH_QUERY_MAX_WORDS} words`,
  )
  .default('');

export const ZSearchQuery = z.object({
  query: ZSearchText,
  page: ZPage,
  include_adult: ZBoolString,
  language: ZLanguage,
});
/** search/movie: as search/multi, plus the release year (year or primary_release_year). */
export const ZSearchMovieQuery = ZSearchQuery.extend({
  year: year().optional(),
  primary_release_year: year().optional(),
  region: ZRegion,
});
/** search/tv: as search/multi, plus the first air year (first_air_date_year or year). */
export const ZSearchTvQuery = ZSearchQuery.extend({
  first_air_date_year: year().optional(),
  year: year().optional(),
});
export const ZDetailsQuery = z.object({ append_to_response: ZAppend, language: ZLanguage });
export const ZImagesQuery = z.object({
  include_image_language: pattern(
    /^([A-Za-z]{2,3}|null)(,([A-Za-z]{2,3}|null))*$/,
    'must be language codes or null separated by commas',
  ).optional(),
  language: ZLanguage,
});
export const ZProvidersQuery = z.object({ watch_region: ZRegion, language: ZLanguage });

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
  sort_by: oneOf(DISCOVER_SORTS).default('popularity.desc'),
  with_genres: idList().optional(),
  without_genres: idList().optional(),
  with_watch_providers: idList().optional(),
  watch_region: ZRegion,
  with_original_language: pattern(/^[a-z]{2}$/, 'must be a two-letter language code', 2).optional(),
  'vote_count.gte': integer(0, INT4_MAX).optional(),
  'primary_release_date.gte': calendarDate().optional(),
  'primary_release_date.lte': calendarDate().optional(),
  'first_air_date.gte': calendarDate().optional(),
  'first_air_date.lte': calendarDate().optional(),
  include_adult: ZBoolString,
});

export type TSearchQuery = z.infer<typeof ZSearchQuery>;
export type TSearchMovieQuery = z.infer<typeof ZSearchMovieQuery>;
export type TSearchTvQuery = z.infer<typeof ZSearchTvQuery>;
export type TDiscoverQuery = z.infer<typeof ZDiscoverQuery>;
