import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** The client's rule (spec §9), kept on the server too: 5 failed logins, then 15 minutes locked. */
export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_LOCK_SECONDS = 15 * 60;
/** Sign-ups from one address: enough for a household, not for a script. */
export const SIGNUPS_PER_HOUR = 10;

export const LOCKED_MESSAGE = 'Ye’ve tried and failed too many times... try again in 15 minutes.';
export const SIGNUP_LIMIT_MESSAGE =
  'Too many accounts were created from your address. Please try again later.';

/**
 * One rate limiter: in Redis when there is one (every instance sees the same counts), else in this process.
 * `points` uses per `duration` seconds.
 */
export function createRateLimiter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `marquee:${keyPrefix}`, points, duration })
    : new RateLimiterMemory({ keyPrefix, points, duration });
}

/** Uses one point of `key`'s allowance; the seconds to wait when it is used up, else 0. */
export async function consumeAllowance(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key, 1);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

/**
 * Counters of failed logins per account and per address, and of sign-ups per address: in Redis when there
 * is one (every instance sees the same counts), else in this process.
 */
export class AttemptLimits {
  private readonly loginByAccount: RateLimiterAbstract;
  private readonly loginByAddress: RateLimiterAbstract;
  private readonly signupByAddress: RateLimiterAbstract;

  constructor(redis: Redis | undefined) {
    const make = (keyPrefix: string, points: number, duration: number) =>
      createRateLimiter(redis, keyPrefix, points, duration);
    this.loginByAccount = make('login-account', LOGIN_FAILURES_ALLOWED, LOGIN_LOCK_SECONDS);
    this.loginByAddress = make('login-address', LOGIN_FAILURES_ALLOWED, LOGIN_LOCK_SECONDS);
    this.signupByAddress = make('signup-address', SIGNUPS_PER_HOUR, 60 * 60);
  }

  /** Seconds until login is allowed again for this account or address; 0 when it is allowed now. */
  async loginLockedFor(account: string, address: string): Promise<number> {
    const [byAccount, byAddress] = await Promise.all([
      this.loginByAccount.get(account),
      this.loginByAddress.get(address),
    ]);
    return Math.max(lockedSeconds(byAccount), lockedSeconds(byAddress));
  }

  /** Counts a failed login against both. */
  async loginFailed(account: string, address: string): Promise<void> {
    await Promise.all([this.loginByAccount.penalty(account, 1), this.loginByAddress.penalty(address, 1)]);
  }

  /** A successful login clears the account's and the address's failures (spec §4: success resets). */
  async loginSucceeded(account: string, address: string): Promise<void> {
    await Promise.all([this.loginByAccount.delete(account), this.loginByAddress.delete(address)]);
  }

  /** Counts a sign-up; the seconds to wait when the address has used its allowance, else 0. */
  async signupAttempt(address: string): Promise<number> {
    return consumeAllowance(this.signupByAddress, address);
  }
}

function lockedSeconds(result: RateLimiterRes | null): number {
  if (!result || result.consumedPoints < LOGIN_FAILURES_ALLOWED) return 0;
  return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
}
