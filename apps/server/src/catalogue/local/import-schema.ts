import { z } from 'zod';

/**
 * The catalogue import file: TMDB-shaped JSON, as TMDB's own details answers give it (movie details with
 * append_to_response=credits,external_ids,watch/providers; tv details with each season's details under
 * `seasons`). The sample catalogue in apps/server/sample-catalogue/ uses the same format. Fields we do not
 * keep are ignored; ids of people, seasons and episodes may be left out and are then derived stably.
 */
const ZDate = z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal(''), z.null()]).optional();
const ZPath = z.string().nullable().optional();

const ZPerson = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().min(1),
  profile_path: ZPath,
  known_for_department: z.string().optional(),
  popularity: z.number().optional(),
});
export const ZImportCast = ZPerson.extend({
  character: z.string().default(''),
  order: z.number().int().optional(),
});
export const ZImportCrew = ZPerson.extend({ job: z.string().min(1), department: z.string().optional() });
const ZImportCredits = z.object({
  cast: z.array(ZImportCast).default([]),
  crew: z.array(ZImportCrew).default([]),
});

const ZGenreRef = z.object({ id: z.number().int(), name: z.string().optional() });
const ZProviders = z
  .object({
    results: z.record(
      z.string(),
      z.object({
        flatrate: z
          .array(z.object({ provider_id: z.number().int(), provider_name: z.string().optional() }))
          .optional(),
      }),
    ),
  })
  .optional();
const ZCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  logo_path: ZPath,
  origin_country: z.string().default(''),
});

/** TMDB's release_dates of a movie: each country's releases, each with its certification ('' when none). */
const ZReleaseDates = z
  .object({
    results: z.array(
      z.object({
        iso_3166_1: z.string().min(2).max(3),
        release_dates: z.array(
          z.object({ certification: z.string().default(''), type: z.number().optional() }),
        ),
      }),
    ),
  })
  .optional();
/** TMDB's content_ratings of a series: one rating per country. */
const ZContentRatings = z
  .object({ results: z.array(z.object({ iso_3166_1: z.string().min(2).max(3), rating: z.string() })) })
  .optional();

const ZTitleCommon = z.object({
  id: z.number().int().positive(),
  original_language: z.string().min(2).max(3).default('en'),
  overview: z.string().default(''),
  tagline: z.string().default(''),
  poster_path: ZPath,
  backdrop_path: ZPath,
  logo_path: ZPath,
  status: z.string().optional(),
  genres: z.array(ZGenreRef).optional(),
  genre_ids: z.array(z.number().int()).optional(),
  popularity: z.number().min(0).default(0),
  vote_average: z.number().min(0).max(10).default(0),
  vote_count: z.number().int().min(0).default(0),
  adult: z.boolean().default(false),
  homepage: z.string().optional(),
  production_companies: z.array(ZCompany).optional(),
  credits: ZImportCredits.optional(),
  'watch/providers': ZProviders,
  /** A shortcut for watch/providers: provider ids streaming this title (US). */
  provider_ids: z.array(z.number().int()).optional(),
  /** A shortcut for release_dates or content_ratings: certifications by country ({ "US": "PG-13" }). */
  certifications: z.record(z.string().min(2).max(3), z.string()).optional(),
});

export const ZImportMovie = ZTitleCommon.extend({
  media_type: z.literal('movie').optional(),
  title: z.string().min(1),
  original_title: z.string().optional(),
  release_date: ZDate,
  runtime: z.number().int().min(0).nullable().optional(),
  imdb_id: z.string().nullable().optional(),
  external_ids: z.object({ imdb_id: z.string().nullable().optional() }).optional(),
  budget: z.number().optional(),
  release_dates: ZReleaseDates,
  revenue: z.number().optional(),
  spoken_languages: z
    .array(z.object({ iso_639_1: z.string(), english_name: z.string(), name: z.string() }))
    .optional(),
});

export const ZImportEpisode = z.object({
  id: z.number().int().positive().optional(),
  episode_number: z.number().int().min(0),
  name: z.string().optional(),
  overview: z.string().default(''),
  air_date: ZDate,
  runtime: z.number().int().min(0).nullable().optional(),
  still_path: ZPath,
  vote_average: z.number().min(0).max(10).default(0),
  vote_count: z.number().int().min(0).default(0),
  episode_type: z.string().optional(),
  crew: z.array(ZImportCrew).default([]),
  guest_stars: z.array(ZImportCast).default([]),
});

export const ZImportSeason = z.object({
  id: z.number().int().positive().optional(),
  season_number: z.number().int().min(0),
  name: z.string().optional(),
  overview: z.string().default(''),
  air_date: ZDate,
  poster_path: ZPath,
  vote_average: z.number().min(0).max(10).default(0),
  episodes: z.array(ZImportEpisode).default([]),
});

export const ZImportTv = ZTitleCommon.extend({
  media_type: z.literal('tv').optional(),
  name: z.string().min(1),
  original_name: z.string().optional(),
  first_air_date: ZDate,
  last_air_date: ZDate,
  episode_run_time: z.array(z.number().int()).optional(),
  in_production: z.boolean().optional(),
  type: z.string().optional(),
  origin_country: z.array(z.string()).optional(),
  networks: z.array(ZCompany).optional(),
  content_ratings: ZContentRatings,
  created_by: z.array(z.object({ id: z.number().int().optional(), name: z.string() })).optional(),
  external_ids: z.object({ imdb_id: z.string().nullable().optional() }).optional(),
  seasons: z.array(ZImportSeason).default([]),
});

/** A whole import file: `{ movies, tv }`, or one array of items told apart by media_type. */
export const ZImportFileByKind = z.object({
  movies: z.array(ZImportMovie).default([]),
  tv: z.array(ZImportTv).default([]),
});
export const ZImportFileList = z.array(
  z.discriminatedUnion('media_type', [
    ZImportMovie.required({ media_type: true }),
    ZImportTv.required({ media_type: true }),
  ]),
);
export const ZImportFile = z.union([ZImportFileByKind, ZImportFileList]);

export type TImportMovie = z.infer<typeof ZImportMovie>;
export type TImportTv = z.infer<typeof ZImportTv>;
export type TImportSeason = z.infer<typeof ZImportSeason>;
export type TImportEpisode = z.infer<typeof ZImportEpisode>;
export type TImportFile = z.infer<typeof ZImportFile>;
