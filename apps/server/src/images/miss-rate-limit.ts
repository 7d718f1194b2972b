import type { RateLimitOptions } from '@fastify/rate-limit';
import { addressLimit } from '../http/address-limits.ts';

/** Rate-limit settings for /img cache misses: `perMinute` per client, then a 429 `{ error }` with Retry-After. */
export function missLimitOptions(perMinute: number): RateLimitOptions {
  return addressLimit({
    name: 'img-miss',
    max: perMinute,
    timeWindowMs: 60_000,
    message: ({ max, after }) =>
      `Too many new image sizes asked for (the limit is ${max} a minute); retry in ${after}`,
  });
}
