import type { Redis } from 'ioredis';
import type { TConfig } from '../config/config.ts';
import type { TDb } from '../db/client.ts';
import { SyncRepository } from '../sync/sync.repository.ts';
import { AttemptLimits } from './attempt-limits.ts';
import { Authenticator } from './authenticate.ts';
import { SessionStore } from './sessions.ts';
import { UsersRepository } from './users.repository.ts';

/** Everything the account and sync plugins share, built once per server. */
export interface TAccounts {
  users: UsersRepository;
  auth: Authenticator;
  limits: AttemptLimits;
  sync: SyncRepository;
  allowedOrigins: readonly string[];
}

export function createAccounts(db: TDb, config: TConfig, redis: Redis | undefined): TAccounts {
  const sessions = new SessionStore(db, {
    idleMs: config.sessionIdleMs,
    lifetimeMs: config.sessionLifetimeMs,
  });
  return {
    users: new UsersRepository(db),
    auth: new Authenticator(sessions),
    limits: new AttemptLimits(redis),
    sync: new SyncRepository(db),
    allowedOrigins: config.allowedOrigins,
  };
}
