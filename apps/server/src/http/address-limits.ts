import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '../shared/errors.ts';
import { clientAddress } from './client-address.ts';

/** Where @fastify/rate-limit keeps its counters in Redis. */
const REDIS_NAMESPACE = 'marquee:rate:';

/**
 * Sets up @fastify/rate-limit in a scope, limiting nothing until a route asks (addressLimit): its counters are
 * in Redis when there is one, so every instance counts the same requests, else in this process. A Redis
 * that fails lets the request through rather than failing it.
 */
export async function registerAddressLimits(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: REDIS_NAMESPACE } : {}),
  });
}

export interface TAddressLimit {
  /** Names the counter (each limit counts apart, also in a shared Redis). */
  name: string;
  max: number;
  timeWindowMs: number;
  /** The 429's message, from the limit and the wait ('1 minute'). */
  message: (context: { max: number; after: string }) => string;
}

/** Options for app.rateLimit: `max` requests per client address and window, then a 429 `{ error }`. */
export function addressLimit(limit: TAddressLimit): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${limit.name}:${clientAddress(request)}`,
    errorResponseBuilder: (_request, context) => new HttpError(429, limit.message(context)),
  };
}
