import { accountEndpoints } from '@marquee/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../http/client-address.ts';
import { defineRoute } from '../http/define-route.ts';
import { PROFILE_MESSAGES, SIGN_IN_MESSAGES } from '@marquee/domain';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../shared/errors.ts';
import type { AttemptLimits } from './attempt-limits.ts';
import { DELETION_LIMIT_MESSAGE, loginAccountKey, SIGNUP_LIMIT_MESSAGE } from './attempt-limits.ts';
import type { Authenticator } from './authenticate.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { PasswordResets } from './password-resets.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from './passwords.ts';
import { setUpAccountScope } from './account-scope.ts';
import { clearSessionCookie, isSecureCookie, setSessionCookie } from './session-cookie.ts';
import { registerSignedInRoutes, signedInOf } from './signed-in-scope.ts';
import type { ActiveProfiles } from '../profiles/active-profile.ts';
import type { ProfilesService } from '../profiles/profiles.service.ts';
import { loginIdentifier } from './usernames.ts';
import { publicUser, type TUserRow, type UsersRepository } from './users.repository.ts';

export interface TAccountsPluginOptions {
  users: UsersRepository;
  auth: Authenticator;
  limits: AttemptLimits;
  devices: DeviceCookies;
  resets: PasswordResets;
  profiles: ProfilesService;
  activeProfiles: ActiveProfiles;
  /** Origins besides the server's own that may make state-changing calls. */
  allowedOrigins: readonly string[];
  /** The site's public origin is https: cookies are Secure even on a plain http request from its proxy. */
  httpsOrigin: boolean;
}

/** One message for an unknown account and a wrong password, so answers do not tell which accounts exist. */
export const LOGIN_FAILED_MESSAGE = 'Wrong email, username or password';
export const RESET_BY_EMAIL_OFF_MESSAGE = SIGN_IN_MESSAGES.noEmail;
export const RESET_LIMIT_MESSAGE =
  'Too many reset links were asked for from your address. Please try again later.';
export const LOOKALIKE_USERNAME_MESSAGE =
  'This username looks too much like one already taken. Please choose another.';

const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '');

/**
 * Sign-up, login, logout and the signed-in user, in a scope of
 * its own: `{ error }` answers, cookies, and the guard against cross-site state changes.
 */
export async function accountsPlugin(app: FastifyInstance, options: TAccountsPluginOptions): Promise<void> {
  const { users, auth, limits, devices, resets, profiles } = options;
  const sessions = auth.sessions;
  await setUpAccountScope(app, options.allowedOrigins);
  const secure = (request: FastifyRequest) => isSecureCookie(request, options.httpsOrigin);
  // Accounts made before look-alike checks get their skeleton (and NFKC username) at start.
  app.addHook('onReady', async () => {
    const left = await users.fillUsernameSkeletons().catch((error: unknown) => {
      app.log.warn({ err: error }, 'Could not fill the username skeletons; trying again at the next start');
      return [];
    });
    if (left.length > 0) {
      app.log.warn({ usernames: left }, 'These usernames look like others and were left as they were');
    }
  });

  /** Starts a session, and marks the browser as one of the account's devices. */
  /**
   * Starts a session in the account's only profile when it has no PIN (else the picker chooses), and marks
   * the browser as one of the account's devices; the token and the user as the session sees it.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: TUserRow, deviceId?: string) {
    const profileId = await profiles.profileAtSignIn(user.id);
    const token = await sessions.start(user.id, userAgentOf(request), profileId);
    setSessionCookie(reply, token, sessions.rules.lifetimeMs, secure(request));
    await devices.set(reply, user.id, secure(request), deviceId);
    const profile = await profiles.active({ userId: user.id, profileId, tokenHash: '', publicId: '' });
    return { token, user: publicUser(user, profile) };
  }

  defineRoute(app, accountEndpoints.signup, async ({ body, request, reply }) => {
    const wait = await limits.signupAttempt(clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(SIGNUP_LIMIT_MESSAGE, wait);
    if (isCommonPassword(body.password)) throw new BadRequestError(COMMON_PASSWORD_MESSAGE);
    // Hashed before looking: a taken username or email is answered as slowly as a free one.
    const passwordHash = await hashPassword(body.password);
    const taken = await users.taken(body.username, body.email);
    if (taken === 'username') throw new ConflictError('This username is already taken');
    if (taken === 'lookalike') throw new ConflictError(LOOKALIKE_USERNAME_MESSAGE);
    if (taken === 'email') throw new ConflictError('An account with this email already exists');
    const user = await users.create({ username: body.username, email: body.email, passwordHash });
    if (!user) throw new ConflictError('This username or email was just taken. Please choose another.');
    await profiles.createFirst(user.id, user.username);
    const answer = await signIn(request, reply, user);
    reply.status(201);
    return answer;
  });

  defineRoute(app, accountEndpoints.login, async ({ body, request, reply }) => {
    const identifier = loginIdentifier(body);
    const user = await users.byIdentifier(identifier);
    const device = await devices.read(request);
    const knownDevice = user && device?.userId === user.id ? device.deviceId : undefined;
    // The allowance is taken before the password is checked, so guesses sent together count one by one.
    const allowance = await limits.beginLogin({
      account: loginAccountKey(user?.email, identifier),
      address: clientAddress(request),
      device: knownDevice,
    });
    const valid = await (
      user
        ? verifyPassword(user.passwordHash, body.password)
        : verifyAgainstDecoy(body.password).then(() => false)
    ).catch(async (error: unknown) => {
      await allowance.unused();
      throw error;
    });
    if (!user || !valid) {
      await allowance.failed();
      // How many tries are left before the pause, so the form can warn before the last one.
      throw new UnauthorizedError(LOGIN_FAILED_MESSAGE, { attemptsLeft: allowance.attemptsLeft });
    }
    await allowance.succeeded();
    return signIn(request, reply, user, knownDevice);
  });

  defineRoute(app, accountEndpoints.recovery, async () => ({ byEmail: resets.isByEmail }));

  // The same answer, as fast, whether or not an account has the address: the lookup and e-mail come after.
  defineRoute(app, accountEndpoints.requestPasswordReset, async ({ body, request }) => {
    if (!resets.isByEmail) throw new NotFoundError(RESET_BY_EMAIL_OFF_MESSAGE);
    const wait = await resets.allowRequest(clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(RESET_LIMIT_MESSAGE, wait);
    resets.request(body.email);
    return { ok: true as const };
  });

  defineRoute(app, accountEndpoints.resetPassword, async ({ body }) => {
    if (isCommonPassword(body.password)) throw new BadRequestError(COMMON_PASSWORD_MESSAGE);
    // Hashed before the token is taken: a refused password does not use the link up.
    const passwordHash = await hashPassword(body.password);
    if (!(await resets.reset(body.token, passwordHash))) {
      throw new BadRequestError(SIGN_IN_MESSAGES.resetInvalid);
    }
    return { ok: true as const };
  });

  app.addHook('onClose', async () => resets.close());

  defineRoute(app, accountEndpoints.logout, async ({ request, reply }) => {
    const signedIn = await auth.optional(request);
    if (signedIn) await sessions.end(signedIn.tokenHash);
    clearSessionCookie(reply, secure(request));
    return { ok: true as const };
  });

  await registerSignedInRoutes(app, auth, (scope) => {
    defineRoute(scope, accountEndpoints.me, async ({ request }) => {
      const signedIn = signedInOf(request);
      const user = await users.byId(signedIn.userId);
      if (!user) throw new UnauthorizedError();
      return publicUser(user, await profiles.active(signedIn));
    });

    defineRoute(scope, accountEndpoints.deleteAccount, async ({ body, request, reply }) => {
      const signedIn = signedInOf(request);
      const wait = await limits.deletionAttempt(signedIn.userId, clientAddress(request));
      if (wait > 0) throw new TooManyRequestsError(DELETION_LIMIT_MESSAGE, wait);
      const user = await users.byId(signedIn.userId);
      if (!user) throw new UnauthorizedError();
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        throw new ForbiddenError(PROFILE_MESSAGES.passwordWrong);
      }
      await users.delete(user.id);
      // Every session of the account is gone; what this instance remembers of them goes too.
      options.activeProfiles.forgetProfiles();
      clearSessionCookie(reply, secure(request));
      return { ok: true as const };
    });

    defineRoute(scope, accountEndpoints.updateName, async ({ body, request }) => {
      const signedIn = signedInOf(request);
      const user = await users.updateName(signedIn.userId, body.name);
      if (!user) throw new UnauthorizedError();
      return publicUser(user, await profiles.active(signedIn));
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
