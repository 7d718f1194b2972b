// Every rate limiter of createRateLimiter (logins, sign-ups, reports, partner requests) keeps counting while
// Redis is down, unreachable or stalled, in this process's memory, without making a request wait more than a
// bounded time; and counts in Redis again once it is back.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAccountKey } from '../accounts/attempt-limits.ts';
import type { RedisCache } from '../cache/cache.ts';

import { consumeAllowance, createRateLimiter, REDIS_LIMIT_TIMEOUT_MS } from './rate-limiter.ts';
import { startTestServer, testConfig, testDatabases, type TTestServer } from '../../test/helper.ts';
import { startLoopbackProxy, type TLoopbackProxy } from '../../test/support/loopback-proxy.ts';
import { closedPort, startSilentRedis } from '../../test/support/redis-outage.ts';

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

/** A proxy in front of the test Redis, to stop and stall it. */
const proxyToRedis = () => {
  const { hostname, port } = new URL(redisUrl!);
  return startLoopbackProxy({ host: hostname, port: Number(port || 6379) });
};

describe.runIf(redisUrl)('a rate limiter when Redis comes back', () => {
  const direct = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(() => direct?.disconnect());

  it('counts in Redis, in memory while Redis is away, and in Redis again once it is back', async () => {
    const proxy = await proxyToRedis();
    const prefix = `outage-${randomBytes(6).toString('hex')}`;
    const stored = async (key: string) => Number(await direct!.get(`marquee:${prefix}:${key}`));
    try {
      const redis = client(proxy.through(redisUrl!));
      await redis.connect();
      const limiter = createRateLimiter(redis, prefix, 10, 60, { redisTimeoutMs: TIMEOUT_MS });
      await consumeAllowance(limiter, 'key');
      expect(await stored('key')).toBe(1);

      // A command sent as the connection drops waits for the bound; the next ones do not wait at all.
      await proxy.setMode('refuse');
      const away = await consumeTimes(limiter, 'key', 3);
      expect(away.waits).toEqual([0, 0, 0]);
      expect(away.slowestMs).toBeLessThan(TIMEOUT_MS * 2);
      expect((await consumeTimes(limiter, 'key', 1)).slowestMs).toBeLessThan(TIMEOUT_MS / 2);

      const ready = new Promise((resolve) => redis.once('ready', resolve));
      await proxy.setMode('pass');
      await ready;
      // (A command cut off by the drop is sent again by ioredis: counted twice, never lost.)
      await consumeAllowance(limiter, 'other-key');
      expect(await stored('other-key')).toBe(1);

      await proxy.setMode('stall');
      const stalled = await consumeTimes(limiter, 'key', 1);
      expect(stalled.waits).toEqual([0]);
      expect(stalled.slowestMs).toBeLessThan(TIMEOUT_MS * 5);
      await proxy.setMode('pass');
    } finally {
      await proxy.close();
    }
  });
});

describe.runIf(redisUrl).each(testDatabases())(
  'logins, sign-ups and reports while Redis is down on $name',
  (database) => {
    let server: TTestServer;
    let proxy: TLoopbackProxy;
    const direct = redisUrl ? new Redis(redisUrl) : undefined;
    beforeAll(async () => {
      proxy = await proxyToRedis();
      server = await startTestServer(database, { REDIS_URL: proxy.through(redisUrl!) }, { seed: false });
    });
    afterAll(async () => {
      await server?.stop();
      await proxy?.close();
      direct?.disconnect();
    });

    /** Every run calls from addresses of its own: Redis keeps counts between runs. */
    const run = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const post = (url: string, payload: unknown, n: number) =>
      server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
        payload: JSON.stringify(payload),
        remoteAddress: `${run}.${n}`,
      });
    const name = `outage_${randomBytes(4).toString('hex')}`;
    const account = { username: name, email: `${name}@example.org`, password: 'a fine passphrase' };
    const wrong = { username: name, password: 'wrong password' };

    it('signs up, logs in and limits guesses and reports in memory while Redis is down', async () => {
      await proxy.setMode('refuse');
      const signup = await post('/api/auth/signup', { ...account, passwordConfirm: account.password }, 1);
      expect(signup.statusCode, signup.body).toBe(201);
      expect(
        (await post('/api/auth/login', { username: name, password: account.password }, 2)).statusCode,
      ).toBe(200);
      const guesses: number[] = [];
      for (let i = 0; i < 6; i++) guesses.push((await post('/api/auth/login', wrong, 3)).statusCode);
      expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
      const report = { url: 'http://localhost/page', status: 500, message: 'Broke while Redis was down' };
      const reports: number[] = [];
      for (let i = 0; i < testConfig().reportsPerHour + 1; i++) {
        reports.push((await post('/api/reports', report, 4)).statusCode);
      }
      expect(reports.filter((s) => s === 201)).toHaveLength(testConfig().reportsPerHour);
      expect(reports.at(-1)).toBe(429);
    });

    it('counts in Redis again once it is back, and answers in bounded time while it stalls', async () => {
      const redis = (server.cache as RedisCache).redis;
      const ready = new Promise((resolve) => redis.once('ready', resolve));
      await proxy.setMode('pass');
      await ready;
      expect((await post('/api/auth/login', wrong, 5)).statusCode).toBe(401);
      const key = `marquee:login-account-place:${loginAccountKey(account.email, '')}|address:${run}.5`;
      expect(Number(await direct!.get(key))).toBe(1);

      await proxy.setMode('stall');
      const started = performance.now();
      const answer = await post('/api/auth/login', { username: name, password: account.password }, 6);
      expect(answer.statusCode).toBe(200);
      // Four limit calls at most, each waiting for Redis at most REDIS_LIMIT_TIMEOUT_MS.
      expect(performance.now() - started).toBeLessThan(4 * REDIS_LIMIT_TIMEOUT_MS + 2000);
      await proxy.setMode('pass');
    });
  },
);
