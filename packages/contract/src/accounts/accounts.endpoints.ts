import { z } from 'zod';
import { endpoint } from '../declare-endpoint.ts';
import { ZOk } from '../shared-answers.ts';
import {
  ZAuthAnswer,
  ZDeleteAccountBody,
  ZEmptyBody,
  ZLoginBody,
  ZPasswordResetBody,
  ZPasswordResetRequestBody,
  ZRecovery,
  ZSessionInfo,
  ZSessionParams,
  ZSignupBody,
  ZUpdateNameBody,
  ZUser,
} from './accounts.schemas.ts';

/** Sign-up, login, the signed-in user and their devices. */
export const accountEndpoints = {
  signup: endpoint({ method: 'POST', path: '/api/auth/signup', body: ZSignupBody, response: ZAuthAnswer }),
  login: endpoint({ method: 'POST', path: '/api/auth/login', body: ZLoginBody, response: ZAuthAnswer }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', body: ZEmptyBody, response: ZOk }),
  /** How a visitor who forgot their password gets back in. */
  recovery: endpoint({ method: 'GET', path: '/api/auth/recovery', response: ZRecovery }),
  /** Sends a one-time reset link when an account has the address; the same answer either way. */
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    body: ZPasswordResetRequestBody,
    response: ZOk,
  }),
  /** Sets a new password with a link's token, and signs every device out. */
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    body: ZPasswordResetBody,
    response: ZOk,
  }),
  me: endpoint({ method: 'GET', path: '/api/users/me', response: ZUser }),
  /** Deletes the account and everything of it, and signs every device out; asks for the password again. */
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/users/me',
    body: ZDeleteAccountBody,
    response: ZOk,
  }),
  updateName: endpoint({
    method: 'POST',
    path: '/api/users/me/updateName',
    body: ZUpdateNameBody,
    response: ZUser,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/users/me/sessions',
    response: z.object({ sessions: z.array(ZSessionInfo) }),
  }),
  /** Signs one other device out. */
  endSession: endpoint({
    method: 'POST',
    path: '/api/users/me/sessions/:id/end',
    params: ZSessionParams,
    body: ZEmptyBody,
    response: ZOk,
  }),
  /** Signs every device but this one out. */
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/api/users/me/sessions/end-others',
    body: ZEmptyBody,
    response: z.object({ ended: z.number() }),
  }),
};
