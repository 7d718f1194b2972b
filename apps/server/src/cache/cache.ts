import { Redis } from 'ioredis';
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
    await this.redis.quit();
  }
}

/** Connects to Redis when a URL is given (failing fast if it does not answer), else keeps a memory cache. */
export async function openCache(redisUrl: string | undefined, prefix?: string): Promise<Cache> {
  if (!redisUrl) return new MemoryCache();
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
  });
  await redis.connect();
  return new RedisCache(redis, prefix);
}
