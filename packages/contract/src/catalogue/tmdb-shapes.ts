// The catalogue's answers as schemas: TMDB v3 shapes, with the fields either backend gives (the domain's types
// name the ones the web app reads). Answers are serialized through them, so a field not listed here is dropped.
import type {
  TCastMember,
  TCompany,
  TCredits,
  TCrewMember,
  TEpisode,
  TEpisodeDetails,
  TExternalIds,
  TGenre,
  TImage,
  TImages,
  TMediaItem,
  TMovieDetails,
  TNetworkRef,
  TPage,
  TSeasonDetails,
  TSeasonSummary,
  TTvDetails,
  TWatchProvider,
} from '@marquee/domain';
import { z } from 'zod';

const nullableText = z.string().nullable();

export const ZGenre = z.object({ id: z.number(), name: z.string() }) satisfies z.ZodType<TGenre>;

/** A movie or series in a list; TMDB adds `video` to movies and `origin_country` to series. */
export const ZMediaItem = z.object({
  id: z.number(),
  media_type: z.enum(['movie', 'tv', 'person']).optional(),
  title: z.string().optional(),
  original_title: z.string().optional(),
  name: z.string().optional(),
  original_name: z.string().optional(),
  overview: z.string().optional(),
  poster_path: nullableText.optional(),
  backdrop_path: nullableText.optional(),
  profile_path: nullableText.optional(),
  vote_average: z.number().optional(),
  vote_count: z.number().optional(),
  popularity: z.number().optional(),
  genre_ids: z.array(z.number()).optional(),
  release_date: z.string().optional(),
  first_air_date: z.string().optional(),
  original_language: z.string().optional(),
  adult: z.boolean().optional(),
  video: z.boolean().optional(),
  origin_country: z.array(z.string()).optional(),
}) satisfies z.ZodType<TMediaItem>;

/** A list or search result: a title, or (search) a person with what they are known for. */
export const ZListResult = ZMediaItem.extend({
  gender: z.number().optional(),
  known_for_department: nullableText.optional(),
  known_for: z.array(ZMediaItem).optional(),
}) satisfies z.ZodType<TMediaItem>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    /** movie/upcoming: the release dates the list covers. */
    dates: z.object({ maximum: z.string(), minimum: z.string() }).optional(),
    page: z.number(),
    results: z.array(item),
    total_pages: z.number(),
    total_results: z.number(),
  });

export const ZListPage = page(ZListResult) satisfies z.ZodType<TPage<TMediaItem>>;

const personFields = {
  id: z.number(),
  name: z.string(),
  original_name: z.string().optional(),
  profile_path: nullableText,
  credit_id: z.string(),
  known_for_department: z.string().optional(),
  adult: z.boolean().optional(),
  gender: z.number().optional(),
  popularity: z.number().optional(),
};

export const ZCastMember = z.object({
  ...personFields,
  cast_id: z.number().optional(),
  character: z.string(),
  order: z.number(),
}) satisfies z.ZodType<TCastMember>;

export const ZCrewMember = z.object({
  ...personFields,
  job: z.string(),
  department: z.string(),
}) satisfies z.ZodType<TCrewMember>;

export const ZCredits = z.object({
  id: z.number().optional(),
  cast: z.array(ZCastMember),
  crew: z.array(ZCrewMember),
  guest_stars: z.array(ZCastMember).optional(),
}) satisfies z.ZodType<TCredits>;

export const ZImage = z.object({
  file_path: z.string(),
  aspect_ratio: z.number(),
  width: z.number(),
  height: z.number(),
  iso_639_1: nullableText,
  vote_average: z.number(),
  vote_count: z.number(),
}) satisfies z.ZodType<TImage>;

export const ZImages = z.object({
  id: z.number().optional(),
  backdrops: z.array(ZImage),
  logos: z.array(ZImage),
  posters: z.array(ZImage),
  stills: z.array(ZImage).optional(),
}) satisfies z.ZodType<TImages>;

export const ZExternalIds = z.object({
  id: z.number().optional(),
  imdb_id: nullableText,
  tvdb_id: z.number().nullable().optional(),
  wikidata_id: nullableText.optional(),
  freebase_mid: nullableText.optional(),
  freebase_id: nullableText.optional(),
  tvrage_id: z.number().nullable().optional(),
  facebook_id: nullableText.optional(),
  instagram_id: nullableText.optional(),
  twitter_id: nullableText.optional(),
}) satisfies z.ZodType<TExternalIds>;

export const ZCompany = z.object({
  id: z.number(),
  name: z.string(),
  logo_path: nullableText,
  origin_country: z.string(),
}) satisfies z.ZodType<TCompany>;

export const ZNetworkRef = ZCompany satisfies z.ZodType<TNetworkRef>;

export const ZWatchProvider = z.object({
  provider_id: z.number(),
  provider_name: z.string(),
  logo_path: nullableText,
  display_priority: z.number(),
  display_priorities: z.record(z.string(), z.number()).optional(),
}) satisfies z.ZodType<TWatchProvider>;

/** A title's streaming providers per country (US only in the local catalogue). */
const ZProvidersByCountry = z.record(
  z.string(),
  z.object({ link: z.string(), flatrate: z.array(ZWatchProvider).optional() }),
);

export const ZTitleWatchProviders = z.object({ id: z.number(), results: ZProvidersByCountry });
export type TTitleWatchProviders = z.output<typeof ZTitleWatchProviders>;

/** The append_to_response parts of a title's details. */
const titleParts = {
  credits: ZCredits.optional(),
  similar: ZListPage.optional(),
  recommendations: ZListPage.optional(),
  images: ZImages.optional(),
  external_ids: ZExternalIds.optional(),
  'watch/providers': z.object({ id: z.number().optional(), results: ZProvidersByCountry }).optional(),
};

const titleFields = {
  id: z.number(),
  original_language: z.string(),
  overview: z.string(),
  tagline: z.string(),
  poster_path: nullableText,
  backdrop_path: nullableText,
  status: z.string(),
  genres: z.array(ZGenre),
  popularity: z.number(),
  vote_average: z.number(),
  vote_count: z.number(),
  adult: z.boolean(),
  homepage: z.string(),
  production_companies: z.array(ZCompany),
  production_countries: z.array(z.object({ iso_3166_1: z.string(), name: z.string() })).optional(),
  spoken_languages: z
    .array(z.object({ iso_639_1: z.string(), english_name: z.string(), name: z.string() }))
    .optional(),
  ...titleParts,
};

export const ZMovieDetails = z.object({
  ...titleFields,
  title: z.string(),
  original_title: z.string(),
  release_date: z.string(),
  runtime: z.number().nullable(),
  imdb_id: nullableText,
  video: z.boolean(),
  budget: z.number(),
  belongs_to_collection: z
    .object({ id: z.number(), name: z.string(), poster_path: nullableText, backdrop_path: nullableText })
    .nullable()
    .optional(),
  revenue: z.number(),
  spoken_languages: z.array(z.object({ iso_639_1: z.string(), english_name: z.string(), name: z.string() })),
}) satisfies z.ZodType<TMovieDetails>;

export const ZSeasonSummary = z.object({
  id: z.number(),
  season_number: z.number(),
  name: z.string(),
  overview: z.string(),
  poster_path: nullableText,
  air_date: nullableText,
  episode_count: z.number(),
  vote_average: z.number(),
}) satisfies z.ZodType<TSeasonSummary>;

/** The last and next episode a series' details name. */
const ZEpisodeSummary = z.object({
  id: z.number(),
  name: z.string(),
  overview: z.string(),
  air_date: nullableText,
  episode_number: z.number(),
  episode_type: z.string().optional(),
  production_code: z.string().optional(),
  runtime: z.number().nullable(),
  season_number: z.number(),
  show_id: z.number().optional(),
  still_path: nullableText,
  vote_average: z.number(),
  vote_count: z.number(),
});

export const ZTvDetails = z.object({
  ...titleFields,
  name: z.string(),
  original_name: z.string(),
  first_air_date: z.string(),
  last_air_date: nullableText,
  number_of_seasons: z.number(),
  number_of_episodes: z.number(),
  episode_run_time: z.array(z.number()),
  in_production: z.boolean(),
  origin_country: z.array(z.string()),
  networks: z.array(ZNetworkRef),
  seasons: z.array(ZSeasonSummary),
  type: z.string(),
  languages: z.array(z.string()).optional(),
  last_episode_to_air: ZEpisodeSummary.nullable().optional(),
  next_episode_to_air: ZEpisodeSummary.nullable().optional(),
  created_by: z
    .array(
      z.object({
        id: z.number(),
        credit_id: z.string(),
        name: z.string(),
        original_name: z.string().optional(),
        gender: z.number().optional(),
        profile_path: nullableText,
      }),
    )
    .optional(),
}) satisfies z.ZodType<TTvDetails>;

export const ZEpisode = z.object({
  id: z.number(),
  episode_number: z.number(),
  season_number: z.number(),
  show_id: z.number().optional(),
  name: z.string(),
  overview: z.string(),
  air_date: nullableText,
  runtime: z.number().nullable(),
  still_path: nullableText,
  vote_average: z.number(),
  vote_count: z.number(),
  production_code: z.string().optional(),
  episode_type: z.string().optional(),
  crew: z.array(ZCrewMember),
  guest_stars: z.array(ZCastMember),
}) satisfies z.ZodType<TEpisode>;

export const ZEpisodeDetails = ZEpisode.extend({
  credits: ZCredits.optional(),
  images: z.object({ id: z.number().optional(), stills: z.array(ZImage) }).optional(),
  external_ids: ZExternalIds.optional(),
}) satisfies z.ZodType<TEpisodeDetails>;

export const ZSeasonDetails = z.object({
  _id: z.string().optional(),
  id: z.number(),
  season_number: z.number(),
  name: z.string(),
  overview: z.string(),
  poster_path: nullableText,
  air_date: nullableText,
  vote_average: z.number(),
  episodes: z.array(ZEpisode),
  credits: ZCredits.optional(),
  images: z.object({ id: z.number().optional(), posters: z.array(ZImage) }).optional(),
  external_ids: ZExternalIds.optional(),
}) satisfies z.ZodType<TSeasonDetails>;

export const ZGenreList = z.object({ genres: z.array(ZGenre) });
export const ZWatchProviderList = z.object({ results: z.array(ZWatchProvider) });
