import { USER_RATING_MAX, USER_RATING_MIN, type TUserRating } from '@marquee/domain';
import { z } from 'zod';
import { INT4_MAX } from '../catalogue/catalogue-fields.ts';
import { SYNC_MAX_ITEMS, ZTimestamp } from '../sync/sync.schemas.ts';

/**
 * A profile's rating of a title in half stars (1 = ½ star … 10 = five stars); a cleared rating is a
 * tombstone (deletedAt) and may leave the value out. A live entry without a value is refused.
 */
export const ZUserRating = z
  .strictObject({
    mediaType: z.enum(['movie', 'tv']),
    mediaId: z.number().int().positive().max(INT4_MAX),
    value: z
      .number()
      .int('must be a whole number of half stars')
      .min(USER_RATING_MIN, `must be at least ${USER_RATING_MIN}`)
      .max(USER_RATING_MAX, `must be at most ${USER_RATING_MAX}`)
      .optional(),
    updatedAt: ZTimestamp,
    deletedAt: ZTimestamp.optional(),
  })
  .refine((entry) => entry.value !== undefined || entry.deletedAt !== undefined, {
    message: 'a rating that is not cleared needs a value',
    path: ['value'],
  }) satisfies z.ZodType<TUserRating>;

export const ZUserRatingsAnswer = z.object({
  ratings: z.array(
    z.object({
      mediaType: z.enum(['movie', 'tv']),
      mediaId: z.number(),
      value: z.number().optional(),
      updatedAt: z.number(),
      deletedAt: z.number().optional(),
    }) satisfies z.ZodType<TUserRating>,
  ),
});

export const ZSyncUserRatingsBody = z.strictObject({
  ratings: z.array(ZUserRating).max(SYNC_MAX_ITEMS, `must hold at most ${SYNC_MAX_ITEMS} ratings`),
});
