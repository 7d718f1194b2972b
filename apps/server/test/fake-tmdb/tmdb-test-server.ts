// Starts servers in tmdb mode against a FakeTmdb, on PGlite (the database plays no part here), with the caches
// every catalogue test runs on: memory always, Redis too when REDIS_URL is set.
import { Redis } from 'ioredis';
import { tmdbCacheNamespace } from '../../src/catalogue/tmdb/cache-policy.ts';
import type { TServerOptions } from '../../src/server.ts';
import { startTestServer, testDatabases, type TTestServer } from '../helper.ts';
import { FakeTmdb } from './fake-tmdb-server.ts';

export interface TTestCache {
  name: 'memory' | 'redis';
  redisUrl: string | undefined;
}

/** The caches every catalogue test runs on: memory always, Redis when REDIS_URL is set. */
export function testCaches(): TTestCache[] {
  const url = process.env.REDIS_URL;
  const memory: TTestCache = { name: 'memory', redisUrl: undefined };
  return url ? [memory, { name: 'redis', redisUrl: url }] : [memory];
}

/** A fetch whose calls give up after `ms`, so tests of a hanging TMDB stay fast. */
export function fetchWithTimeout(ms: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    return fetch(input, {
      ...init,
      signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  };
}

/** A whole server whose catalogue is live TMDB, played by `fake`. */
export function startTmdbServer(
  fake: FakeTmdb,
  cache: TTestCache,
  options: TServerOptions = {},
): Promise<TTestServer> {
  const [pglite] = testDatabases();
  const env = { TMDB_TOKEN: fake.token, TMDB_API_URL: fake.url, REDIS_URL: cache.redisUrl };
  return startTestServer(pglite!, env, { seed: false, ...options });
}

/** Two instances behind a balancer, talking to one new FakeTmdb; stop() ends them and clears what they cached. */
export async function startTmdbInstances(
  cache: TTestCache,
): Promise<{ fake: FakeTmdb; servers: TTestServer[]; stop(): Promise<void> }> {
  const fake = await FakeTmdb.start();
  const servers = await Promise.all([startTmdbServer(fake, cache), startTmdbServer(fake, cache)]);
  return {
    fake,
    servers,
    async stop() {
      await Promise.all(servers.map((s) => s.stop()));
      await clearRedisCache(cache, fake);
      await fake.close();
    },
  };
}

/** Deletes what servers talking to `fake` left in Redis (their keys live under the fake's own namespace). */
export async function clearRedisCache(cache: TTestCache, fake: FakeTmdb): Promise<void> {
  if (!cache.redisUrl) return;
  const redis = new Redis(cache.redisUrl);
  try {
    const keys = await redis.keys(`marquee:${tmdbCacheNamespace(fake.url)}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
