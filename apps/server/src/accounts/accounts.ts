import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config/config.ts';
import type { TDb } from '../db/client.ts';
import { ActiveProfiles } from '../profiles/active-profile.ts';
import { PinAttempts } from '../profiles/pin-attempts.ts';
import { ProfilesRepository } from '../profiles/profiles.repository.ts';
import { ProfilesService } from '../profiles/profiles.service.ts';
import { SyncRepository } from '../sync/sync.repository.ts';
import { AttemptLimits } from './attempt-limits.ts';
import { Authenticator } from './authenticate.ts';
import { createMailer } from '../shared/mailer.ts';
import { DeviceCookies } from './device-cookie.ts';
import { PasswordResets } from './password-resets.ts';
import { SessionStore } from './sessions.ts';
import { UsersRepository } from './users.repository.ts';

/** Everything the account and sync plugins share, built once per server. */
export interface TAccounts {
  users: UsersRepository;
  auth: Authenticator;
  limits: AttemptLimits;
  devices: DeviceCookies;
  sync: SyncRepository;
  resets: PasswordResets;
  profiles: ProfilesService;
  /** The rating limit of each request's active profile (for the catalogue). */
  activeProfiles: ActiveProfiles;
  allowedOrigins: readonly string[];
  /** PUBLIC_ORIGIN is https: session and device cookies are always Secure. */
  httpsOrigin: boolean;
}

export function createAccounts(
  db: TDb,
  config: TConfig,
  redis: Redis | undefined,
  options: { log: FastifyBaseLogger; now?: () => number },
): TAccounts {
  const sessions = new SessionStore(db, {
    idleMs: config.sessionIdleMs,
    lifetimeMs: config.sessionLifetimeMs,
  });
  const users = new UsersRepository(db);
  const auth = new Authenticator(sessions);
  const profilesRepository = new ProfilesRepository(db);
  const activeProfiles = new ActiveProfiles(auth, profilesRepository);
  return {
    users,
    auth,
    profiles: new ProfilesService({
      profiles: profilesRepository,
      sessions,
      users,
      pins: new PinAttempts(redis),
      active: activeProfiles,
    }),
    activeProfiles,
    limits: new AttemptLimits(redis, { signupsPerHour: config.signupsPerHour }),
    devices: new DeviceCookies(db),
    sync: new SyncRepository(db),
    resets: new PasswordResets(db, {
      mailer: config.smtpUrl ? createMailer(config.smtpUrl, config.mailFrom) : undefined,
      origin: config.publicOrigin,
      redis,
      log: options.log,
      ...(options.now ? { now: options.now } : {}),
    }),
    allowedOrigins: config.allowedOrigins,
    httpsOrigin: config.publicOrigin?.startsWith('https:') ?? false,
  };
}
