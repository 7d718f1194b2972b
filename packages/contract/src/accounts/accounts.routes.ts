import type { z } from 'zod';
import { route } from '../endpoint.ts';
import type {
  ZEmptyBody,
  ZLoginBody,
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

export const accountRoutes = {
  signup: route<z.ZodNever, z.ZodNever, typeof ZSignupBody>(
    'POST',
    '/api/auth/signup',
  ).returns<TAuthAnswer>(),
  login: route<z.ZodNever, z.ZodNever, typeof ZLoginBody>('POST', '/api/auth/login').returns<TAuthAnswer>(),
  logout: route<z.ZodNever, z.ZodNever, typeof ZEmptyBody>('POST', '/api/auth/logout').returns<{
    ok: true;
  }>(),
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
