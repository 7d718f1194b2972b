import { z } from 'zod';
import { UNSAFE_CHARACTER } from '../catalogue/catalogue-fields.ts';
import { ZProfile } from '../profiles/profiles.schemas.ts';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@marquee/domain';

const noControlCharacters = (value: string) => !UNSAFE_CHARACTER.test(value);

// In NFKC form, checked after: 'ｂｏｂ' (full width) is the username 'bob'.
const ZUsername = z
  .string()
  .overwrite((value) => value.normalize('NFKC'))
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, 'Username may only hold letters, digits, dots, dashes and underscores');

const ZEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address')
  .refine(noControlCharacters, 'Please enter a valid email address');

const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine(noControlCharacters, 'Password must not contain control characters');

export const ZSignupBody = z
  .strictObject({
    username: ZUsername,
    email: ZEmail,
    password: ZPassword,
    passwordConfirm: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.password === body.passwordConfirm, {
    message: 'Passwords do not match',
    path: ['passwordConfirm'],
  });

/** An email or a username as a login names it; what no account can hold is refused before any lookup. */
const ZLoginIdentifier = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email or username')
  .refine(noControlCharacters, 'Please enter a valid email or username');

/** Login names the account by email or username; the client sends whichever it has. */
export const ZLoginBody = z
  .strictObject({
    email: ZLoginIdentifier.optional(),
    username: ZLoginIdentifier.optional(),
    password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => Boolean(body.email || body.username), {
    message: 'Please enter a valid email or username',
    path: ['email'],
  });

/** A state-changing call without fields still sends a JSON object: `{}`. */
export const ZEmptyBody = z.strictObject({});

/** Deleting the account asks for its password again. */
export const ZDeleteAccountBody = z.strictObject({
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});

export const ZUpdateNameBody = z.strictObject({
  name: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
    .refine(noControlCharacters, 'Name must not contain control characters'),
});

export const ZSessionParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a session id'),
});

/** The signed-in user as `/api/users/me` answers. */
export const ZUser = z.object({
  name: z.string(),
  email: z.string(),
  username: z.string(),
  isDonator: z.boolean(),
  /** The active profile's 4K token. */
  '4k_token': z.string().nullable(),
  /** The profile this session watches as; null until one is chosen. */
  profile: ZProfile.nullable(),
});
export type TUser = z.output<typeof ZUser>;

/** A successful sign-up or login: the session token (also set as a cookie) and the user. */
export const ZAuthAnswer = z.object({ token: z.string(), user: ZUser });
export type TAuthAnswer = z.output<typeof ZAuthAnswer>;

/** One signed-in device, as the account page lists them. */
export const ZSessionInfo = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string(),
  current: z.boolean(),
});
export type TSessionInfo = z.output<typeof ZSessionInfo>;

/** A failed login's answer (401): the message, and how many tries are left before the 15-minute pause. */
export interface TLoginFailure {
  error: string;
  attemptsLeft: number;
}

/** How a visitor who forgot their password gets back in. */
export const ZRecovery = z.object({
  /** The site can e-mail a reset link (the operator set an SMTP server); otherwise the operator resets it. */
  byEmail: z.boolean(),
});
export type TRecovery = z.output<typeof ZRecovery>;

/** A password reset asked for by e-mail address. */
export const ZPasswordResetRequestBody = z.strictObject({ email: ZEmail });

/** A new password with the one-time token of its link (the same password rules as sign-up). */
export const ZPasswordResetBody = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not a password reset link'),
  password: ZPassword,
});
