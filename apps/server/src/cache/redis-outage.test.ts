// Redis failing under a running server (through a loopback proxy that refuses, or accepts and never answers):
// the catalogue keeps answering from the source without waiting on Redis, health says the site is degraded,
// and everything is as before once Redis answers again, without a restart.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_REDIS_TIMEOUT_MS } from '../health/health.routes.ts';
import { FakeTmdb } from '../../test/fake-tmdb/fake-tmdb-server.ts';
import { clearRedisCache, startTmdbServer } from '../../test/fake-tmdb/tmdb-test-server.ts';
import type { TTestServer } from '../../test/helper.ts';
import { startLoopbackProxy, type TLoopbackProxy } from '../../test/support/loopback-proxy.ts';

const redisUrl = process.env.REDIS_URL;
/** How long any one request may take while Redis is away: its deadlines, with room for a loaded machine. */
const BOUND_MS = 2_000;

describe.runIf(redisUrl)('Redis down or not answering', () => {
  let proxy: TLoopbackProxy;
  let fake: FakeTmdb;
  let server: TTestServer;
  let page = 0;
  // A page not asked before, so the answer cache looks in Redis for it.
  const popular = () => server.app.inject(`/api/tmdb/3/movie/popular?page=${++page}`);
  const health = () => server.app.inject('/api/health');
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const value = await work();
    return { value, ms: performance.now() - started };
  };

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startLoopbackProxy({ host: target.hostname, port: Number(target.port || 6379) });
    fake = await FakeTmdb.start();
    server = await startTmdbServer(fake, { name: 'redis', redisUrl: proxy.through(redisUrl!) });
  });
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    if (fake) await clearRedisCache({ name: 'redis', redisUrl }, fake);
    await fake?.close();
  });

  it('health reports Redis answering', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, status: 'ok', redis: { ok: true } });
    expect((await popular()).statusCode).toBe(200);
  });

  it('Redis refusing connections: health is 200 and degraded, the catalogue answers at once', async () => {
    await proxy.setMode('refuse');
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, status: 'degraded', redis: { ok: false } });
    const { value, ms } = await timed(() => Promise.all([popular(), popular(), popular()]));
    expect(value.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('Redis accepting but never answering: no request waits past the deadlines', async () => {
    await proxy.setMode('pass');
    await vi.waitFor(async () => expect((await health()).json().redis.ok).toBe(true), { timeout: 10_000 });
    await proxy.setMode('black-hole');
    const checked = await timed(health);
    expect(checked.value.statusCode).toBe(200);
    expect(checked.value.json()).toMatchObject({ status: 'degraded', redis: { ok: false } });
    expect(checked.ms).toBeLessThan(HEALTH_REDIS_TIMEOUT_MS + BOUND_MS);
    const { value, ms } = await timed(() => Promise.all([popular(), popular(), popular(), popular()]));
    expect(value.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(value[0]!.json().results.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('Redis back: health is ok again and answers are shared through Redis again, without a restart', async () => {
    await proxy.setMode('pass');
    await vi.waitFor(async () => expect((await health()).json()).toMatchObject({ status: 'ok' }), {
      timeout: 15_000,
      interval: 200,
    });
    const url = `/api/tmdb/3/movie/popular?page=${++page}`;
    expect((await server.app.inject(url)).statusCode).toBe(200);
    // Another instance on the same Redis gets the answer without asking TMDB.
    const other = await startTmdbServer(fake, { name: 'redis', redisUrl });
    try {
      const asked = fake.requests.length;
      expect((await other.app.inject(url)).statusCode).toBe(200);
      expect(fake.requests.length).toBe(asked);
    } finally {
      await other.stop();
    }
  });
});

describe.runIf(redisUrl)('Redis down when the server starts', () => {
  it('starts degraded on memory, and uses Redis once it answers, without a restart', async () => {
    const target = new URL(redisUrl!);
    const proxy = await startLoopbackProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.setMode('refuse');
    const fake = await FakeTmdb.start();
    const server = await startTmdbServer(fake, { name: 'redis', redisUrl: proxy.through(redisUrl!) });
    try {
      const down = await server.app.inject('/api/health');
      expect(down.json()).toMatchObject({ ok: true, status: 'degraded', redis: { ok: false } });
      expect((await server.app.inject('/api/tmdb/3/movie/popular?page=1')).statusCode).toBe(200);
      await proxy.setMode('pass');
      await vi.waitFor(
        async () => expect((await server.app.inject('/api/health')).json()).toMatchObject({ status: 'ok' }),
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await server.stop();
      await proxy.close();
      await clearRedisCache({ name: 'redis', redisUrl }, fake);
      await fake.close();
    }
  });
});
