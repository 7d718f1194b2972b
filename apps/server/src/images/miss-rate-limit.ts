import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../shared/errors.ts';
import { isNonPublicAddress } from './address-check.ts';

const MINUTE_MS = 60_000;

/**
 * The client a miss is counted against. The app trusts X-Forwarded-For (trustProxy), which only a proxy in
 * front should set: a peer on a public address is the client itself, so its own address counts and a
 * forged header cannot give it a fresh allowance.
 */
export function missClientKey(request: FastifyRequest): string {
  const peer = request.socket.remoteAddress;
  return peer && !isNonPublicAddress(peer) ? peer : request.ip;
}

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
