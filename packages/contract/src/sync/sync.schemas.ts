import { FOUR_K_MESSAGES, isStorableToken, SETTING_CHOICES, TOKEN_MAX_LENGTH } from '@marquee/domain';
import { z } from 'zod';
import { UNSAFE_CHARACTER } from '../catalogue/catalogue-fields.ts';

/** At most this many bookmarks or history titles in one sync (tombstones included). */
export const SYNC_MAX_ITEMS = 10_000;
/** At most this many episodes under one show in the history. */
export const SYNC_MAX_EPISODES = 2_000;
/** The earliest time a synced entry may carry (2000-01-01), and how far ahead of now a clock may run. */
export const SYNC_EARLIEST_TIME = Date.UTC(2000, 0, 1);
export const SYNC_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const noControlCharacters = (value: string) => !UNSAFE_CHARACTER.test(value);
const text = (max: number) =>
  z.string().max(max).refine(noControlCharacters, 'must not contain control characters');

/** A time in milliseconds since 1970, not before 2000 and not more than a day ahead of the server's clock. */
export const ZTimestamp = z
  .number()
  .int()
  .min(SYNC_EARLIEST_TIME, 'is before the year 2000')
  .refine((value) => value <= Date.now() + SYNC_CLOCK_SKEW_MS, 'is in the future');

const ZId = z.number().int().positive().max(2_147_483_647);

const ZBookmarkSnapshot = z.strictObject({
  title: text(500).optional(),
  posterPath: text(500).nullable().optional(),
  date: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'must be a date (YYYY-MM-DD)')
    .optional(),
  voteAverage: z.number().min(0).max(10).optional(),
  genreIds: z.array(ZId).max(30).optional(),
});

export const ZBookmark = z.strictObject({
  mediaId: ZId,
  mediaType: z.enum(['movie', 'tv']).optional(),
  category: text(100)
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, 'must not be empty'),
  addedAt: ZTimestamp,
  updatedAt: ZTimestamp,
  deletedAt: ZTimestamp.optional(),
  snapshot: ZBookmarkSnapshot.optional(),
});

export const ZSyncBookmarksBody = z.strictObject({
  bookmarks: z.array(ZBookmark).max(SYNC_MAX_ITEMS, `must hold at most ${SYNC_MAX_ITEMS} bookmarks`),
  updatedAt: ZTimestamp.optional(),
});

const ZProgress = z.strictObject({
  watched: z.number().min(0).max(1_000_000),
  duration: z.number().min(0).max(1_000_000),
});

const ZEpisodeHistory = z.strictObject({
  id: z.string().regex(/^s\d{1,4}e\d{1,5}$/, 'must be an episode id such as s1e3'),
  number: z.number().int().min(0).max(100_000),
  seasonNumber: z.number().int().min(0).max(10_000),
  title: text(500).optional(),
  seasonId: ZId.optional(),
  progress: ZProgress,
  updatedAt: ZTimestamp,
  deletedAt: ZTimestamp.optional(),
});

const ZHistoryEntry = z.strictObject({
  id: ZId,
  type: z.enum(['movie', 'show']),
  title: text(500),
  year: z.number().int().min(1800).max(2300).optional(),
  progress: ZProgress.optional(),
  episodes: z
    .record(z.string(), ZEpisodeHistory)
    .refine((episodes) => Object.keys(episodes).length <= SYNC_MAX_EPISODES, {
      message: `must hold at most ${SYNC_MAX_EPISODES} episodes`,
    })
    .refine((episodes) => Object.entries(episodes).every(([key, episode]) => key === episode.id), {
      message: 'must key each episode by its id',
    })
    .optional(),
  updatedAt: ZTimestamp,
  deletedAt: ZTimestamp.optional(),
});

export const ZWatchHistory = z
  .record(z.string().regex(/^\d{1,10}$/, 'must be a media id'), ZHistoryEntry)
  .refine((items) => Object.keys(items).length <= SYNC_MAX_ITEMS, {
    message: `must hold at most ${SYNC_MAX_ITEMS} titles`,
  })
  .refine((items) => Object.entries(items).every(([key, entry]) => key === String(entry.id)), {
    message: 'must key each title by its id',
  });

export const ZSyncWatchHistoryBody = z.strictObject({
  items: ZWatchHistory,
  updatedAt: ZTimestamp.optional(),
});

/** The token rule of §5 for a stored or synced token: over 50 characters, starting with 'ey'. */
export const ZSync4kTokenBody = z.strictObject({
  token: z
    .string()
    .trim()
    .max(TOKEN_MAX_LENGTH)
    .refine((token) => token === '' || isStorableToken(token), { message: FOUR_K_MESSAGES.submitInvalid }),
});

const choice = <K extends keyof typeof SETTING_CHOICES>(name: K) => z.enum(SETTING_CHOICES[name]).optional();

export const ZSettings = z.strictObject({
  autoplay: z.boolean().optional(),
  autoNext: z.boolean().optional(),
  preview: z.boolean().optional(),
  quality: choice('quality'),
  theme: choice('theme'),
  subtitleSize: choice('subtitleSize'),
  subtitleColor: choice('subtitleColor'),
  thumbnailSize: choice('thumbnailSize'),
  contentFiltering: choice('contentFiltering'),
  preferredAudio: choice('preferredAudio'),
  preferredSubtitles: choice('preferredSubtitles'),
  emailUpdates: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
});

export const ZSyncSettingsBody = z.strictObject({
  settings: ZSettings,
  updatedAt: ZTimestamp,
});
