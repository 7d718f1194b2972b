// Every rate limiter of createRateLimiter (logins, sign-ups, reports, partner requests) keeps counting while
// Redis is down, unreachable or stalled, in this process's memory, without making a request wait more than a
// bounded time; and counts in Redis again once it is back.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { consumeAllowance, createRateLimiter } from '../src/shared/rate-limiter.ts';
import { closedPort, startSilentRedis, startTcpProxy } from './support/redis-outage.ts';

const redisUrl = process.env.REDIS_URL;
const TIMEOUT_MS = 200;

/** Seconds-to-wait of `count` consumes of one key, and how long the slowest took. */
async function consumeTimes(limiter: ReturnType<typeof createRateLimiter>, key: string, count: number) {
  const waits: number[] = [];
  let slowestMs = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    waits.push(await consumeAllowance(limiter, key));
    slowestMs = Math.max(slowestMs, performance.now() - started);
  }
  return { waits, slowestMs };
}

const clients: Redis[] = [];
/** An ioredis client with its default options (offline queue on): the limiter must not wait in that queue. */
function client(url: string): Redis {
  const redis = new Redis(url, { lazyConnect: true });
  redis.on('error', () => {});
  clients.push(redis);
  return redis;
}
afterEach(() => {
  for (const redis of clients.splice(0)) redis.disconnect();
});

describe('a rate limiter while Redis is down', () => {
  it('counts in memory when nothing listens at the Redis address, and answers at once', async () => {
    const redis = client(`redis://127.0.0.1:${await closedPort()}`);
    redis.connect().catch(() => {});
    const limiter = createRateLimiter(redis, 'down-test', 3, 60, { redisTimeoutMs: TIMEOUT_MS });
    const { waits, slowestMs } = await consumeTimes(limiter, 'one-address', 4);
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    expect(waits[3]).toBeGreaterThan(0);
    expect(slowestMs).toBeLessThan(TIMEOUT_MS);
  });

  it('counts in memory when Redis hangs with its connection open, waiting at most the bound', async () => {
    const silent = await startSilentRedis();
    try {
      const redis = client(silent.url);
      await redis.connect();
      expect(redis.status).toBe('ready');
      const limiter = createRateLimiter(redis, 'silent-test', 2, 60, { redisTimeoutMs: TIMEOUT_MS });
      const { waits, slowestMs } = await consumeTimes(limiter, 'one-address', 3);
      expect(waits).toEqual([0, 0, expect.any(Number)]);
      expect(waits[2]).toBeGreaterThan(0);
      expect(slowestMs).toBeLessThan(TIMEOUT_MS * 5);
    } finally {
      await silent.close();
    }
  });
});

describe.runIf(redisUrl)('a rate limiter when Redis comes back', () => {
  const direct = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(() => direct?.disconnect());

  it('counts in Redis, in memory while Redis is away, and in Redis again once it is back', async () => {
    const proxy = await startTcpProxy(redisUrl!);
    const prefix = `outage-${randomBytes(6).toString('hex')}`;
    const stored = async (key: string) => Number(await direct!.get(`marquee:${prefix}:${key}`));
    try {
      const redis = client(proxy.url);
      await redis.connect();
      const limiter = createRateLimiter(redis, prefix, 10, 60, { redisTimeoutMs: TIMEOUT_MS });
      await consumeAllowance(limiter, 'key');
      expect(await stored('key')).toBe(1);

      // A command sent as the connection drops waits for the bound; the next ones do not wait at all.
      await proxy.stop();
      const away = await consumeTimes(limiter, 'key', 3);
      expect(away.waits).toEqual([0, 0, 0]);
      expect(away.slowestMs).toBeLessThan(TIMEOUT_MS * 2);
      expect((await consumeTimes(limiter, 'key', 1)).slowestMs).toBeLessThan(TIMEOUT_MS / 2);

      const ready = new Promise((resolve) => redis.once('ready', resolve));
      await proxy.start();
      await ready;
      // (A command cut off by the drop is sent again by ioredis: counted twice, never lost.)
      await consumeAllowance(limiter, 'other-key');
      expect(await stored('other-key')).toBe(1);

      proxy.stall();
      const stalled = await consumeTimes(limiter, 'key', 1);
      expect(stalled.waits).toEqual([0]);
      expect(stalled.slowestMs).toBeLessThan(TIMEOUT_MS * 5);
      proxy.resume();
    } finally {
      await proxy.stop();
    }
  });
});
