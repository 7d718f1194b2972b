import { accountEndpoints } from '@marquee/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../http/client-address.ts';
import { defineRoute } from '../http/define-route.ts';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../shared/errors.ts';
import type { AttemptLimits } from './attempt-limits.ts';
import { LOCKED_MESSAGE, SIGNUP_LIMIT_MESSAGE } from './attempt-limits.ts';
import type { Authenticator } from './authenticate.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from './passwords.ts';
import { setUpAccountScope } from './account-scope.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { registerSignedInRoutes, signedInOf } from './signed-in-scope.ts';
import { publicUser, type UsersRepository } from './users.repository.ts';

export interface TAccountsPluginOptions {
  users: UsersRepository;
  auth: Authenticator;
  limits: AttemptLimits;
  /** Origins besides the server's own that may make state-changing calls. */
  allowedOrigins: readonly string[];
}

/** One message for an unknown account and a wrong password, so answers do not tell which accounts exist. */
export const LOGIN_FAILED_MESSAGE = 'Wrong email, username or password';

const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '');

/**
 * Sign-up, login, logout and the signed-in user (spec/accounts-and-services.md §4, §5, §7), in a scope of
 * its own: `{ error }` answers, cookies, and the guard against cross-site state changes.
 */
export async function accountsPlugin(app: FastifyInstance, options: TAccountsPluginOptions): Promise<void> {
  const { users, auth, limits } = options;
  const sessions = auth.sessions;
  await setUpAccountScope(app, options.allowedOrigins);

  async function signIn(
    request: FastifyRequest,
    reply: Parameters<typeof setSessionCookie>[1],
    userId: number,
  ) {
    const token = await sessions.start(userId, userAgentOf(request));
    setSessionCookie(request, reply, token, sessions.rules.lifetimeMs);
    return token;
  }

  defineRoute(app, accountEndpoints.signup, async ({ body, request, reply }) => {
    const wait = await limits.signupAttempt(clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(SIGNUP_LIMIT_MESSAGE, wait);
    if (isCommonPassword(body.password)) throw new BadRequestError(COMMON_PASSWORD_MESSAGE);
    const taken = await users.taken(body.username, body.email);
    if (taken === 'username') throw new ConflictError('This username is already taken');
    if (taken === 'email') throw new ConflictError('An account with this email already exists');
    const user = await users.create({
      username: body.username,
      email: body.email,
      passwordHash: await hashPassword(body.password),
    });
    if (!user) throw new ConflictError('This username or email was just taken. Please choose another.');
    const token = await signIn(request, reply, user.id);
    reply.status(201);
    return { token, user: publicUser(user) };
  });

  defineRoute(app, accountEndpoints.login, async ({ body, request, reply }) => {
    const identifier = (body.email || body.username || '').toLowerCase();
    const lockedFor = await limits.loginLockedFor(identifier, clientAddress(request));
    if (lockedFor > 0) throw new TooManyRequestsError(LOCKED_MESSAGE, lockedFor);
    const user = await users.byIdentifier(identifier);
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyAgainstDecoy(body.password).then(() => false);
    if (!user || !valid) {
      await limits.loginFailed(identifier, clientAddress(request));
      throw new UnauthorizedError(LOGIN_FAILED_MESSAGE);
    }
    await limits.loginSucceeded(identifier, clientAddress(request));
    const token = await signIn(request, reply, user.id);
    return { token, user: publicUser(user) };
  });

  defineRoute(app, accountEndpoints.logout, async ({ request, reply }) => {
    const signedIn = await auth.optional(request);
    if (signedIn) await sessions.end(signedIn.tokenHash);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  await registerSignedInRoutes(app, auth, (scope) => {
    defineRoute(scope, accountEndpoints.me, async ({ request }) => {
      const signedIn = signedInOf(request);
      const user = await users.byId(signedIn.userId);
      if (!user) throw new UnauthorizedError();
      return publicUser(user);
    });

    defineRoute(scope, accountEndpoints.updateName, async ({ body, request }) => {
      const signedIn = signedInOf(request);
      const user = await users.updateName(signedIn.userId, body.name);
      if (!user) throw new UnauthorizedError();
      return publicUser(user);
    });

    defineRoute(scope, accountEndpoints.sessions, async ({ request }) => {
      const signedIn = signedInOf(request);
      const rows = await sessions.list(signedIn.userId);
      return {
        sessions: rows.map((row) => ({
          id: row.publicId,
          userAgent: row.userAgent,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.publicId === signedIn.publicId,
        })),
      };
    });

    defineRoute(scope, accountEndpoints.endSession, async ({ params, request }) => {
      const signedIn = signedInOf(request);
      if (!(await sessions.endByPublicId(signedIn.userId, params.id))) {
        throw new NotFoundError('No such session');
      }
      return { ok: true as const };
    });

    defineRoute(scope, accountEndpoints.endOtherSessions, async ({ request }) => {
      const signedIn = signedInOf(request);
      return { ended: await sessions.endOthers(signedIn.userId, signedIn.tokenHash) };
    });
  });
}
