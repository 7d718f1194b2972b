import type { z } from 'zod';
import { route } from '../endpoint.ts';
import type {
  ZEmptyBody,
  ZLoginBody,
  ZPasswordResetBody,
  ZPasswordResetRequestBody,
  ZSessionParams,
  ZSignupBody,
  ZUpdateNameBody,
} from './accounts.schemas.ts';

/** The signed-in user as `/api/users/me` answers. */
export interface TUser {
  name: string;
  email: string;
  username: string;
  isDonator: boolean;
  '4k_token': string | null;
}

/** A successful sign-up or login: the session token (also set as a cookie) and the user. */
export interface TAuthAnswer {
  token: string;
  user: TUser;
}

/** One signed-in device, as the account page lists them. */
export interface TSessionInfo {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  current: boolean;
}

/** A failed login's answer (401): the message, and how many tries are left before the 15-minute pause. */
export interface TLoginFailure {
  error: string;
  attemptsLeft: number;
}

/** How a visitor who forgot their password gets back in. */
export interface TRecovery {
  /** The site can e-mail a reset link (the operator set an SMTP server); otherwise the operator resets it. */
  byEmail: boolean;
}

export const accountRoutes = {
  signup: route<z.ZodNever, z.ZodNever, typeof ZSignupBody>(
    'POST',
    '/api/auth/signup',
  ).returns<TAuthAnswer>(),
  login: route<z.ZodNever, z.ZodNever, typeof ZLoginBody>('POST', '/api/auth/login').returns<TAuthAnswer>(),
  logout: route<z.ZodNever, z.ZodNever, typeof ZEmptyBody>('POST', '/api/auth/logout').returns<{
    ok: true;
  }>(),
  recovery: route('GET', '/api/auth/recovery').returns<TRecovery>(),
  /** Sends a one-time reset link when an account has the address; the same answer either way. */
  requestPasswordReset: route<z.ZodNever, z.ZodNever, typeof ZPasswordResetRequestBody>(
    'POST',
    '/api/auth/password-reset',
  ).returns<{ ok: true }>(),
  /** Sets a new password with a link's token, and signs every device out. */
  resetPassword: route<z.ZodNever, z.ZodNever, typeof ZPasswordResetBody>(
    'POST',
    '/api/auth/password-reset/confirm',
  ).returns<{ ok: true }>(),
  me: route('GET', '/api/users/me').returns<TUser>(),
  updateName: route<z.ZodNever, z.ZodNever, typeof ZUpdateNameBody>(
    'POST',
    '/api/users/me/updateName',
  ).returns<TUser>(),
  sessions: route('GET', '/api/users/me/sessions').returns<{ sessions: TSessionInfo[] }>(),
  /** Signs one other device out. */
  endSession: route<typeof ZSessionParams, z.ZodNever, typeof ZEmptyBody>(
    'POST',
    '/api/users/me/sessions/:id/end',
  ).returns<{ ok: true }>(),
  /** Signs every device but this one out. */
  endOtherSessions: route<z.ZodNever, z.ZodNever, typeof ZEmptyBody>(
    'POST',
    '/api/users/me/sessions/end-others',
  ).returns<{ ended: number }>(),
};
