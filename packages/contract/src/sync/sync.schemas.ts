import {
  CAPTION_OFFSET_MAX_S,
  CAPTION_OFFSETS_KEPT,
  FOUR_K_MESSAGES,
  isStorableToken,
  SETTING_CHOICES,
  TOKEN_MAX_LENGTH,
  type TBookmark,
  type TSettingsRecord,
  type TWatchHistory,
} from '@marquee/domain';
import { z } from 'zod';
import { INT4_MAX, UNSAFE_CHARACTER } from '../catalogue/catalogue-fields.ts';

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

const ZId = z.number().int().positive().max(INT4_MAX);

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

/** A bookmark category's name: trimmed, not empty. */
export const ZBookmarkCategory = text(100)
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, 'must not be empty');

/**
 * One bookmark. The original client keeps no change time (a bookmark is mediaId, category, addedAt): its
 * last change is when it was added, or removed.
 */
export const ZBookmark = z
  .strictObject({
    mediaId: ZId,
    mediaType: z.enum(['movie', 'tv']).optional(),
    category: ZBookmarkCategory,
    addedAt: ZTimestamp,
    updatedAt: ZTimestamp.optional(),
    deletedAt: ZTimestamp.optional(),
    snapshot: ZBookmarkSnapshot.optional(),
  })
  .transform(({ updatedAt, ...bookmark }) => ({
    ...bookmark,
    updatedAt: updatedAt ?? bookmark.deletedAt ?? bookmark.addedAt,
  }));

export const ZSyncBookmarksBody = z.strictObject({
  bookmarks: z.array(ZBookmark).max(SYNC_MAX_ITEMS, `must hold at most ${SYNC_MAX_ITEMS} bookmarks`),
  updatedAt: ZTimestamp.nullish(),
});

const ZProgress = z.strictObject({
  watched: z.number().min(0).max(1_000_000),
  duration: z.number().min(0).max(1_000_000),
});

/** An episode id, the key of an episode in a show's history: s{season}e{episode}. */
const EPISODE_ID = /^s(\d{1,4})e(\d{1,5})$/;
/** A media id, the key of a title in the history: a positive whole number in plain decimal. */
const MEDIA_ID = /^[1-9][0-9]{0,9}$/;

/** An episode as the original client keeps it (id, number, title, seasonId, updatedAt, progress). */
const ZEpisodeHistory = z.strictObject({
  id: z.string().optional(),
  number: z.number().int().min(0).max(100_000).optional(),
  seasonNumber: z.number().int().min(0).max(10_000).optional(),
  title: text(500).optional(),
  seasonId: ZId.optional(),
  progress: ZProgress,
  updatedAt: ZTimestamp,
  deletedAt: ZTimestamp.optional(),
});

/** A show's episodes, keyed by episode id: the season and episode numbers are the id's, wherever given. */
const ZEpisodes = z
  .record(z.string().regex(EPISODE_ID), ZEpisodeHistory, {
    error: (issue) =>
      issue.code === 'invalid_key' ? 'must be keyed by episode ids such as s1e3' : undefined,
  })
  .refine((episodes) => Object.keys(episodes).length <= SYNC_MAX_EPISODES, {
    message: `must hold at most ${SYNC_MAX_EPISODES} episodes`,
  })
  .transform((episodes, context) =>
    Object.fromEntries(
      Object.entries(episodes).map(([key, episode]) => {
        const [, season, number] = EPISODE_ID.exec(key) ?? [];
        const derived = { id: key, number: Number(number), seasonNumber: Number(season) };
        for (const field of ['id', 'number', 'seasonNumber'] as const) {
          if (episode[field] !== undefined && episode[field] !== derived[field]) {
            context.addIssue({
              code: 'custom',
              path: [key, field],
              message: `must match the episode id ${key}`,
            });
          }
        }
        return [key, { ...episode, ...derived }];
      }),
    ),
  );

const historyEntryFields = {
  /** The media id the entry is keyed by; the original client leaves it out. */
  id: ZId.optional(),
  title: text(500),
  year: z.number().int().min(1800).max(2300).optional(),
  progress: ZProgress.optional(),
  updatedAt: ZTimestamp,
  deletedAt: ZTimestamp.optional(),
  // Older fields the original client strips on upgrade: taken, then dropped.
  poster: z.unknown().optional(),
  seasons: z.unknown().optional(),
};

const ZHistoryEntry = z
  .discriminatedUnion(
    'type',
    [
      // A movie's episodes are an older field too.
      z.strictObject({ type: z.literal('movie'), ...historyEntryFields, episodes: z.unknown().optional() }),
      z.strictObject({ type: z.literal('show'), ...historyEntryFields, episodes: ZEpisodes.optional() }),
    ],
    {
      error: (issue) =>
        issue.code === 'invalid_union' ? "must be 'movie' or 'show'" : 'must be a JSON object',
    },
  )
  .transform(({ poster: _poster, seasons: _seasons, ...entry }) => {
    if (entry.type === 'show') return entry;
    const { episodes: _episodes, ...movie } = entry;
    return movie;
  });

/** The watch history, keyed by media id; each entry's id is its key's. */
export const ZWatchHistory = z
  .record(
    z
      .string()
      .regex(MEDIA_ID)
      .refine((key) => Number(key) <= INT4_MAX),
    ZHistoryEntry,
    {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? `must be keyed by media ids (whole numbers from 1 to ${INT4_MAX})`
          : undefined,
    },
  )
  .refine((items) => Object.keys(items).length <= SYNC_MAX_ITEMS, {
    message: `must hold at most ${SYNC_MAX_ITEMS} titles`,
  })
  .transform((items, context) =>
    Object.fromEntries(
      Object.entries(items).map(([key, entry]) => {
        if (entry.id !== undefined && String(entry.id) !== key) {
          context.addIssue({
            code: 'custom',
            path: [key, 'id'],
            message: 'must be the media id it is keyed by',
          });
        }
        return [key, { ...entry, id: Number(key) }];
      }),
    ),
  );

export const ZSyncWatchHistoryBody = z.strictObject({
  items: ZWatchHistory,
  updatedAt: ZTimestamp.nullish(),
});

/** The token rule for a stored or synced token: over 50 characters, starting with 'ey'. */
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
  skipIntro: choice('skipIntro'),
  skipRecap: choice('skipRecap'),
  skipCredits: choice('skipCredits'),
  skipPreview: choice('skipPreview'),
  emailUpdates: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
  hideScores: z.boolean().optional(),
  alertEpisodes: z.boolean().optional(),
  alertReleases: z.boolean().optional(),
  captionOffsets: z
    .record(
      z.string().min(1).max(200),
      z.strictObject({
        offset: z.number().min(-CAPTION_OFFSET_MAX_S).max(CAPTION_OFFSET_MAX_S),
        updatedAt: ZTimestamp,
      }),
    )
    .refine((offsets) => Object.keys(offsets).length <= CAPTION_OFFSETS_KEPT, {
      message: `holds more than ${CAPTION_OFFSETS_KEPT} titles`,
    })
    .optional(),
});

export const ZSyncSettingsBody = z.strictObject({
  settings: ZSettings,
  updatedAt: ZTimestamp,
});

// The answers: what the server stored and merged, as the domain's sync rules shape it. Plain objects (no
// checks of what a device may send), so every field of a stored entry goes out and nothing else does.

export const ZBookmarkAnswer = z.object({
  mediaId: z.number(),
  mediaType: z.enum(['movie', 'tv']).optional(),
  category: z.string(),
  addedAt: z.number(),
  updatedAt: z.number(),
  deletedAt: z.number().optional(),
  snapshot: z
    .object({
      title: z.string().optional(),
      posterPath: z.string().nullable().optional(),
      date: z.string().optional(),
      voteAverage: z.number().optional(),
      genreIds: z.array(z.number()).optional(),
    })
    .optional(),
}) satisfies z.ZodType<TBookmark>;

export const ZBookmarksAnswer = z.object({ bookmarks: z.array(ZBookmarkAnswer) });
export const ZSyncBookmarksAnswer = ZBookmarksAnswer.extend({ updatedAt: z.number() });

const ZProgressAnswer = z.object({ watched: z.number(), duration: z.number() });

const ZHistoryEntryAnswer = z.object({
  id: z.number(),
  type: z.enum(['movie', 'show']),
  title: z.string(),
  year: z.number().optional(),
  progress: ZProgressAnswer.optional(),
  updatedAt: z.number(),
  deletedAt: z.number().optional(),
  episodes: z
    .record(
      z.string(),
      z.object({
        id: z.string(),
        number: z.number(),
        seasonNumber: z.number(),
        title: z.string().optional(),
        seasonId: z.number().optional(),
        progress: ZProgressAnswer,
        updatedAt: z.number(),
        deletedAt: z.number().optional(),
      }),
    )
    .optional(),
});

export const ZWatchHistoryAnswer = z.record(
  z.string(),
  ZHistoryEntryAnswer,
) satisfies z.ZodType<TWatchHistory>;

export const ZWatchHistoryItems = z.object({ items: ZWatchHistoryAnswer });
export const ZSyncWatchHistoryAnswer = ZWatchHistoryItems.extend({ updatedAt: z.number() });

export const ZSettingsRecord = z.object({
  // Not strict: a setting this server no longer knows is left out, not a failure.
  settings: z.object(ZSettings.shape),
  updatedAt: z.number(),
}) satisfies z.ZodType<TSettingsRecord>;
