// Slow and idle clients are cut off, so a handful of them cannot hold connections (and memory) for minutes.
import type { ServerOptions } from 'node:http';

/** A connection kept open between requests is closed after this long idle (browsers reuse it within it). */
export const KEEP_ALIVE_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past their deadline (its default, 30 s, would double the deadline). */
const DEADLINE_CHECK_INTERVAL_MS = 1_000;

/**
 * Fastify's options for `requestTimeoutMs`: a request's headers and body must have arrived within it, and a
 * connection on which nothing moves for that long (a client that stopped sending) is closed.
 */
export function clientTimeoutOptions(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs,
    keepAliveTimeout: Math.min(KEEP_ALIVE_TIMEOUT_MS, requestTimeoutMs),
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(DEADLINE_CHECK_INTERVAL_MS, requestTimeoutMs),
    } satisfies ServerOptions,
  };
}
