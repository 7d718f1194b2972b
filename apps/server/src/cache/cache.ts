import { Redis } from 'ioredis';
import { timedPing } from '../shared/timed-ping.ts';
import { LruMap } from './lru-map.ts';

/** A shared key-value cache of JSON values with a lifetime: in memory for one instance, Redis for many. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** An in-process cache with lifetimes and a bound on its size (the least recently used entries leave first). */
export class MemoryCache implements Cache {
  readonly kind = 'memory';
  private readonly entries: LruMap<{ value: unknown; expires: number }>;

  constructor(maxEntries = 5000) {
    this.entries = new LruMap(maxEntries);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

/** A cache in Redis, shared by every instance; keys are prefixed so one Redis can serve several sites. */
export class RedisCache implements Cache {
  readonly kind = 'redis';
  constructor(
    /** The connection, for features that keep their own counters in the same Redis. */
    readonly redis: Redis,
    private readonly prefix = 'marquee:',
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    // A Redis that does not answer is not waited for: the connection is dropped.
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Every Redis call is answered or failed within this: a Redis that does not answer costs a request no more. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** A connection that has answered nothing this long after a command is dropped and made again. */
export const REDIS_SOCKET_TIMEOUT_MS = 2_000;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * The options every Redis connection of the server gets. Redis is optional: while it is down or not answering,
 * calls fail fast (the offline queue is off, nothing is retried, each call has a deadline), so callers fall
 * back to memory or to the source, and the connection is made again in the background until it answers.
 */
export const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  socketTimeout: REDIS_SOCKET_TIMEOUT_MS,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
} as const;

export interface TRedisPing {
  ok: boolean;
  latencyMs: number;
}

/** Whether Redis answers a PING within `timeoutMs`; a connection not ready is not waited for. */
export async function pingRedis(redis: Redis, timeoutMs: number): Promise<TRedisPing> {
  if (redis.status !== 'ready') return { ok: false, latencyMs: 0 };
  return timedPing(() => redis.ping(), timeoutMs);
}

/** Logs Redis going away and coming back, once each time (not every reconnection attempt). */
export function logRedisState(
  redis: Redis,
  log: { warn(message: string): void; info(message: string): void },
): void {
  let lost = false;
  const onLost = (reason: string) => {
    if (lost) return;
    lost = true;
    log.warn(
      `Redis is not answering (${reason}): limits and caches use this instance's memory until it does`,
    );
  };
  redis.on('error', (error: Error) => onLost(error.message));
  redis.on('close', () => onLost('connection closed'));
  if (redis.status !== 'ready') onLost('no connection at start');
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('Redis answers again');
  });
}

/**
 * A Redis cache when a URL is given, else a memory cache. A Redis that does not answer at start does not stop
 * the start: the site runs degraded on memory (logRedisState says so) and Redis is used once it answers.
 */
export async function openCache(redisUrl: string | undefined, prefix?: string): Promise<Cache> {
  if (!redisUrl) return new MemoryCache();
  const redis = new Redis(redisUrl, REDIS_OPTIONS);
  // Errors reach the callers of each command; logRedisState tells the log, /api/health the monitor.
  redis.on('error', () => {});
  // A failed first connection is made again in the background (ioredis's retry strategy).
  await redis.connect().catch(() => {});
  return new RedisCache(redis, prefix);
}
