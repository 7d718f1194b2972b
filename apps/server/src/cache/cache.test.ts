import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MemoryCache, openCache, type Cache } from './cache.ts';

/** Lets `ms` pass for a cache: the memory cache reads Date, Redis keeps its own clock. */
type TPassTime = (ms: number) => Promise<void>;

// The caches under test: memory always, Redis too when REDIS_URL is set (each run under its own prefix).
const kinds: { name: string; open: () => Promise<Cache>; passTime: TPassTime }[] = [
  {
    name: 'memory',
    open: async () => new MemoryCache(),
    passTime: async (ms) => {
      vi.setSystemTime(Date.now() + ms);
    },
  },
];
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  kinds.push({
    name: 'redis',
    open: () => openCache(redisUrl, `marquee-test-${randomBytes(4).toString('hex')}:`),
    passTime: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}

describe.each(kinds)('the $name cache', ({ open, passTime }) => {
  const opened: Cache[] = [];
  const fresh = async () => {
    const cache = await open();
    opened.push(cache);
    return cache;
  };
  afterAll(async () => {
    for (const cache of opened) {
      await cache.delete('k');
      await cache.delete('gone');
      await cache.close();
    }
  });

  it('keeps JSON values under a key until deleted', async () => {
    const cache = await fresh();
    await cache.set('k', { a: [1, 'two', null], b: { c: true } }, 60);
    expect(await cache.get('k')).toEqual({ a: [1, 'two', null], b: { c: true } });
    await cache.delete('k');
    expect(await cache.get('k')).toBeUndefined();
    expect(await cache.get('never-set')).toBeUndefined();
  });

  it('forgets a value after its lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = await fresh();
      await cache.set('gone', 'v', 1);
      expect(await cache.get('gone')).toBe('v');
      await passTime(1_100);
      expect(await cache.get('gone')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MemoryCache', () => {
  it('drops the least recently used entries beyond its size', async () => {
    const cache = new MemoryCache(2);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    expect(await cache.get('a')).toBe(1);
    await cache.set('c', 3, 60);
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual([1, undefined, 3]);
  });
});
