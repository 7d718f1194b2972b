import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  PROFILE_AVATARS,
  PROFILE_KINDS,
  type TExportedRating,
  type TMarqueeExport,
} from '@marquee/domain';
import { z } from 'zod';
import { INT4_MAX, UNSAFE_CHARACTER } from '../catalogue/catalogue-fields.ts';
import { ZProfileName, ZRatingLimit } from '../profiles/profiles.schemas.ts';
import {
  SYNC_MAX_ITEMS,
  ZBookmark,
  ZBookmarkAnswer,
  ZSettingsRecord,
  ZSyncSettingsBody,
  ZTimestamp,
  ZWatchHistory,
  ZWatchHistoryAnswer,
} from '../sync/sync.schemas.ts';
import { ZFollow } from '../up-next/up-next.schemas.ts';

/** The foreign formats an import reads, and ours. */
export const IMPORT_FORMATS = ['marquee', 'trakt', 'letterboxd', 'movie-web'] as const;

const ZRatingAnswer = z.object({
  mediaType: z.enum(['movie', 'tv']),
  mediaId: z.number(),
  value: z.number().optional().meta({ description: 'Half stars, 1 (half a star) to 10 (five stars).' }),
  updatedAt: z.number(),
  deletedAt: z.number().optional(),
}) satisfies z.ZodType<TExportedRating>;

const ZExportedProfile = z.object({
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  kind: z.enum(PROFILE_KINDS),
  ratingLimit: ZRatingLimit.nullable(),
  bookmarks: z.array(ZBookmarkAnswer),
  history: ZWatchHistoryAnswer,
  settings: ZSettingsRecord.nullable(),
  follows: z.array(ZFollow),
  ratings: z.array(ZRatingAnswer),
});

const ZExportedSegment = z.object({
  mediaType: z.enum(['movie', 'tv']),
  tmdbId: z.number(),
  season: z.number().nullable(),
  episode: z.number().nullable(),
  kind: z.string(),
  startS: z.number(),
  endS: z.number(),
  durationS: z.number(),
  submittedAt: z.string(),
});

/**
 * Marquee's export: the whole of an account, or of a visitor's browser (account null, one profile). Times are
 * milliseconds since 1970 except exportedAt, createdAt and submittedAt (ISO 8601). The JSON Schema in
 * docs/marquee-export.schema.json is written from this declaration.
 */
export const ZMarqueeExport = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_VERSION),
    exportedAt: z.string(),
    account: z
      .object({ username: z.string(), email: z.string(), name: z.string(), createdAt: z.string() })
      .nullable(),
    profiles: z.array(ZExportedProfile),
    segments: z.array(ZExportedSegment),
  })
  .meta({
    title: 'Marquee export',
    description:
      'Everything a Marquee account (or a visitor’s browser) keeps: profiles with their bookmarks, watch history, settings, follows and ratings, and submitted skip segments.',
  }) satisfies z.ZodType<TMarqueeExport>;

export const ZImportQuery = z.strictObject({
  dryRun: z.enum(['0', '1']).optional(),
  format: z.enum(IMPORT_FORMATS).optional(),
  /** The chosen file's name: tells Letterboxd's watchlist.csv from its watched.csv, which share columns. */
  filename: z
    .string()
    .max(200)
    .refine((name) => !UNSAFE_CHARACTER.test(name) && !/[/\\]/.test(name), 'must be a plain file name')
    .optional(),
});

const ZImportCounts = z.object({ added: z.number(), updated: z.number(), skipped: z.number() });

export const ZImportResult = z.object({
  dryRun: z.boolean(),
  format: z.enum(IMPORT_FORMATS),
  counts: z.object({
    bookmarks: ZImportCounts,
    history: ZImportCounts,
    ratings: ZImportCounts,
    follows: ZImportCounts,
    settings: ZImportCounts,
    profiles: ZImportCounts,
  }),
  /** Titles of the file no catalogue title matched (by TMDB id, IMDb id, or title and year); at most 500. */
  unmatched: z.array(z.string()),
  unmatchedTotal: z.number(),
});

/** At most this many profiles in an imported file (an account holds at most 6; the rest is refused). */
const IMPORT_MAX_PROFILES = 6;

const ZRatingInput = z.strictObject({
  mediaType: z.enum(['movie', 'tv']),
  mediaId: z.number().int().positive().max(INT4_MAX),
  value: z.number().int().min(1).max(10).optional(),
  updatedAt: ZTimestamp,
  deletedAt: ZTimestamp.optional(),
});

/**
 * A Marquee export as an import checks it: each profile's data by the same rules as a sync. The skip segments
 * it lists are not read back: they were given to the open data set when submitted.
 */
export const ZMarqueeImportFile = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION, { error: `is not a version this site reads (${EXPORT_VERSION})` }),
  profiles: z
    .array(
      z.object({
        name: ZProfileName,
        avatar: z.enum(PROFILE_AVATARS).catch('initials'),
        kind: z.enum(PROFILE_KINDS).catch('standard'),
        ratingLimit: ZRatingLimit.nullable().catch(null),
        bookmarks: z.array(ZBookmark).max(SYNC_MAX_ITEMS),
        history: ZWatchHistory,
        settings: ZSyncSettingsBody.nullable(),
        follows: z.array(ZFollow).max(SYNC_MAX_ITEMS),
        ratings: z.array(ZRatingInput).max(SYNC_MAX_ITEMS).default([]),
      }),
    )
    .min(1, 'holds no profile')
    .max(IMPORT_MAX_PROFILES, `holds more than ${IMPORT_MAX_PROFILES} profiles`),
});
export type TMarqueeImportFile = z.output<typeof ZMarqueeImportFile>;
