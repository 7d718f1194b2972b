import type { RateLimitOptions } from '@fastify/rate-limit';
import { HttpError } from '../shared/errors.ts';
import { clientAddress } from '../http/client-address.ts';

const MINUTE_MS = 60_000;

/** The client a miss is counted against: its address, by the one trusted-proxy rule (http/client-address.ts). */
export const missClientKey = clientAddress;

/** Rate-limit settings for /img cache misses: `perMinute` per client, then a 429 `{ error }` with Retry-After. */
export function missLimitOptions(perMinute: number): RateLimitOptions {
  return {
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: missClientKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many new image sizes asked for (the limit is ${context.max} a minute); retry in ${context.after}`,
      ),
  };
}
