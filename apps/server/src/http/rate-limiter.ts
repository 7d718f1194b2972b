import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * How long a limit waits for Redis before counting in this process's memory instead. Redis answers in a
 * millisecond or two; past this it is stalled, and a login or report must not hang with it.
 */
export const REDIS_LIMIT_TIMEOUT_MS = 300;

export interface TRateLimiterOptions {
  /** Overrides REDIS_LIMIT_TIMEOUT_MS (tests). */
  redisTimeoutMs?: number;
}

/**
 * One rate limiter: `points` uses per `duration` seconds, counted in Redis when there is one (every instance
 * sees the same counts), else in this process. While Redis is down, not ready or stalled, the counts go on in
 * memory (the insurance limiter), and they go back to Redis as soon as its connection is ready again.
 */
export function createRateLimiter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  duration: number,
  options: TRateLimiterOptions = {},
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  // Not ready: refused at once, without waiting in ioredis's offline queue. Ready but silent: cut off.
  const shared = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `marquee:${keyPrefix}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
  });
  return new RLWrapperTimeouts({
    limiter: shared,
    timeoutMs: options.redisTimeoutMs ?? REDIS_LIMIT_TIMEOUT_MS,
    insuranceLimiter: memory,
  });
}

/** The seconds a refusal asks the client to wait (at least one). */
export function secondsToWait(refusal: RateLimiterRes): number {
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}

/** Uses `points` of `key`'s allowance; the seconds to wait when it is used up, else 0. */
export async function consumeAllowance(
  limiter: RateLimiterAbstract,
  key: string,
  points = 1,
): Promise<number> {
  try {
    await limiter.consume(key, points);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return secondsToWait(error);
    throw error;
  }
}
