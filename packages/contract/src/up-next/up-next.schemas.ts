import type { TFollow, TTitleSchedule } from '@marquee/domain';
import { z } from 'zod';
import { INT4_MAX } from '../catalogue/catalogue-fields.ts';
import { SYNC_MAX_ITEMS, ZTimestamp } from '../sync/sync.schemas.ts';
import { SCHEDULE_MAX_TITLES } from './up-next.http.ts';

const ZId = z.number().int().positive().max(INT4_MAX);
const ZMediaType = z.enum(['movie', 'tv']);

/** A follow, an Up Next dismissal or read alerts of a title; updatedAt is when it last changed, deletedAt when it was undone. */
const ZTitleFollow = z.strictObject({
  kind: z.enum(['follow', 'dismiss', 'read']),
  mediaType: ZMediaType,
  mediaId: ZId,
  isFollowing: z.boolean().optional(),
  updatedAt: ZTimestamp,
  deletedAt: ZTimestamp.optional(),
});

/** The profile's last look at its alerts. */
const ZAlertsSeen = z.strictObject({
  kind: z.literal('seen'),
  updatedAt: ZTimestamp,
  deletedAt: ZTimestamp.optional(),
});

export const ZFollow = z.discriminatedUnion('kind', [ZTitleFollow, ZAlertsSeen]) satisfies z.ZodType<TFollow>;

export const ZFollowsAnswer = z.object({ follows: z.array(ZFollow) });

export const ZSyncFollowsBody = z.strictObject({
  follows: z.array(ZFollow).max(SYNC_MAX_ITEMS, `must hold at most ${SYNC_MAX_ITEMS} follows`),
});

/** `tv:1396,movie:603`: the titles whose schedules are asked for. */
export const ZScheduleQuery = z.strictObject({
  titles: z
    .string()
    .regex(
      /^((movie|tv):[1-9]\d{0,9})(,(movie|tv):[1-9]\d{0,9})*$/,
      'must list titles as tv:ID or movie:ID, by commas',
    )
    .transform((value) =>
      [...new Set(value.split(','))].map((item) => {
        const [mediaType, id] = item.split(':') as ['movie' | 'tv', string];
        return { mediaType, mediaId: Number(id) };
      }),
    )
    .refine(
      (titles) => titles.length <= SCHEDULE_MAX_TITLES,
      `must list at most ${SCHEDULE_MAX_TITLES} titles`,
    )
    .refine((titles) => titles.every((title) => title.mediaId <= INT4_MAX), 'must list known ids'),
});

const ZDate = z.string().nullable();

const ZTitleSchedule = z.discriminatedUnion('mediaType', [
  z.object({
    mediaType: z.literal('tv'),
    mediaId: z.number(),
    title: z.string(),
    posterPath: z.string().nullable(),
    episodes: z.array(
      z.object({ season: z.number(), episode: z.number(), airDate: ZDate, name: z.string() }),
    ),
  }),
  z.object({
    mediaType: z.literal('movie'),
    mediaId: z.number(),
    title: z.string(),
    posterPath: z.string().nullable(),
    releaseDate: ZDate,
  }),
]) satisfies z.ZodType<TTitleSchedule>;

export const ZScheduleAnswer = z.object({ schedules: z.array(ZTitleSchedule) });

/** The profile's calendar feed: the secret in its address. */
export const ZCalendarFeed = z.object({ secret: z.string() });

/** The feed's secret: 32 URL-safe characters. */
export const ZCalendarFeedParams = z.strictObject({
  secret: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a feed secret'),
});
