import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PROFILE_AVATARS,
  PROFILE_KINDS,
  PROFILE_NAME_MAX_LENGTH,
  PROFILE_PIN_PATTERN,
  type TRatingLimit,
} from '@marquee/domain';
import { UNSAFE_CHARACTER } from '../catalogue/catalogue-fields.ts';

export const ZProfileName = z
  .string()
  .overwrite((value) => value.normalize('NFKC'))
  .trim()
  .min(1, 'Name must be at least 1 character')
  .max(PROFILE_NAME_MAX_LENGTH, `Name must be at most ${PROFILE_NAME_MAX_LENGTH} characters`)
  .refine((value) => !UNSAFE_CHARACTER.test(value), 'Name must not contain control characters');

const ZPin = z.string().regex(PROFILE_PIN_PATTERN, 'PIN must be 4 to 6 digits');

const ZRating = z
  .string()
  .regex(/^[A-Z0-9-]{1,8}$/, 'is not a rating')
  .nullable();

/** The highest ratings a profile is shown (null: no limit), and whether unrated titles are shown. */
export const ZRatingLimit = z.strictObject({
  movie: ZRating,
  tv: ZRating,
  unrated: z.enum(['allow', 'block']),
}) satisfies z.ZodType<TRatingLimit>;

export const ZProfileParams = z.strictObject({
  id: z.coerce.number().int('is not a profile id').min(1, 'is not a profile id').max(2_147_483_647),
});

/** A new profile: a name, and optionally its avatar, kind and PIN. */
export const ZCreateProfileBody = z.strictObject({
  name: ZProfileName,
  avatar: z.enum(PROFILE_AVATARS).optional(),
  kind: z.enum(PROFILE_KINDS).optional(),
  pin: ZPin.optional(),
});

/**
 * A change to a profile: what is sent changes. `pin: null` removes the PIN; `ratingLimit: null` lets the
 * profile's content filtering setting decide again.
 */
export const ZUpdateProfileBody = z.strictObject({
  name: ZProfileName.optional(),
  avatar: z.enum(PROFILE_AVATARS).optional(),
  kind: z.enum(PROFILE_KINDS).optional(),
  pin: ZPin.nullable().optional(),
  ratingLimit: ZRatingLimit.nullable().optional(),
  /** The profile's present PIN: changing or removing the PIN of a profile other than the session's needs it. */
  currentPin: z.string().max(6).optional(),
});

/** Deleting a profile that has a PIN (other than the session's own) needs that PIN. */
export const ZDeleteProfileBody = z.strictObject({
  pin: z.string().max(6).optional(),
});

/** Entering a profile: its PIN when it has one; the account password when leaving a kids profile for one without. */
export const ZSelectProfileBody = z.strictObject({
  pin: z.string().max(6).optional(),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});

export const ZProfile = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  kind: z.enum(PROFILE_KINDS),
  hasPin: z.boolean(),
  /** The limit set for the profile; null when its content filtering setting decides. */
  ratingLimit: ZRatingLimit.nullable(),
});
export type TProfile = z.output<typeof ZProfile>;

/** The account's profiles, oldest first, and which one this session watches as (null: none chosen yet). */
export const ZProfilesAnswer = z.object({
  profiles: z.array(ZProfile),
  activeId: z.number().nullable(),
});
export type TProfilesAnswer = z.output<typeof ZProfilesAnswer>;

export type TCreateProfileBody = z.output<typeof ZCreateProfileBody>;
export type TUpdateProfileBody = z.output<typeof ZUpdateProfileBody>;
