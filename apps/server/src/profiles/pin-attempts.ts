import { PROFILE_MESSAGES, PROFILE_PIN_LOCKOUT_MS, PROFILE_PIN_MAX_ATTEMPTS } from '@marquee/domain';
import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createRateLimiter, secondsToWait } from '../http/rate-limiter.ts';
import { TooManyRequestsError } from '../shared/errors.ts';

const LOCK_SECONDS = PROFILE_PIN_LOCKOUT_MS / 1000;

/**
 * Tries at a profile's PIN (or at the account password when leaving a kids profile), per profile and client
 * address: the fifth wrong one in a row locks that profile on that address for 15 minutes. Counted in Redis
 * when it is set, so every instance sees the same tries.
 */
export class PinAttempts {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis: Redis | undefined) {
    this.limiter = createRateLimiter(redis, 'profile-pin', PROFILE_PIN_MAX_ATTEMPTS, LOCK_SECONDS);
  }

  /**
   * Runs `check` once a try is allowed: refused with 429 while the profile is locked; a wrong answer counts
   * (the last one locks), a right one starts the count again.
   */
  async attempt(
    profileId: number,
    address: string,
    check: () => Promise<boolean>,
  ): Promise<{ ok: boolean; attemptsLeft: number }> {
    const key = `${profileId}:${address}`;
    let left: number;
    try {
      left = (await this.limiter.consume(key)).remainingPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new TooManyRequestsError(PROFILE_MESSAGES.locked, secondsToWait(error));
      }
      throw error;
    }
    if (await check()) {
      await this.limiter.delete(key);
      return { ok: true, attemptsLeft: PROFILE_PIN_MAX_ATTEMPTS };
    }
    if (left === 0) await this.limiter.block(key, LOCK_SECONDS);
    return { ok: false, attemptsLeft: left };
  }
}
