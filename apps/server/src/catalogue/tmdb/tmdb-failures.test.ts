import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TMDB_ERRORS } from './tmdb-http.ts';
import { FakeTmdb, fixture, type TFakeFailure } from '../../../test/fake-tmdb/fake-tmdb-server.ts';
import {
  clearRedisCache,
  fetchWithTimeout,
  startTmdbServer,
  testCaches,
} from '../../../test/fake-tmdb/tmdb-test-server.ts';
import type { TTestServer } from '../../../test/helper.ts';

const TOKEN = 'secret-tmdb-token-77b1e0';
const api = (path: string) => `/api/tmdb/3${path}`;
/** Calls to the fake give up after this long, standing in for the real 10 s. */
const TEST_TIMEOUT_MS = 400;

// [what TMDB does, our status, TMDB's status_code for it, our message]
const failures: [string, TFakeFailure, number, number, string][] = [
  ['answers 500', { kind: 'status', status: 500 }, 502, 11, TMDB_ERRORS.failed(500)],
  ['answers 503', { kind: 'status', status: 503 }, 503, 11, TMDB_ERRORS.unavailable],
  ['refuses our token (401)', { kind: 'status', status: 401 }, 502, 11, TMDB_ERRORS.credentials],
  ['does not answer in time', { kind: 'hang' }, 504, 11, TMDB_ERRORS.timeout],
  ['drops the connection', { kind: 'drop' }, 502, 11, TMDB_ERRORS.unreachable],
  ['sends invalid JSON', { kind: 'invalid-json' }, 502, 11, TMDB_ERRORS.invalidJson],
];

describe.each(testCaches())('the tmdb catalogue with a $name cache when TMDB fails', (cache) => {
  let fake: FakeTmdb;
  let server: TTestServer;
  beforeAll(async () => {
    fake = await FakeTmdb.start(TOKEN);
    server = await startTmdbServer(fake, cache, { fetch: fetchWithTimeout(TEST_TIMEOUT_MS) });
  });
  afterAll(async () => {
    await server?.stop();
    if (fake) await clearRedisCache(cache, fake);
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it.each(failures)(
    'when TMDB %s, answers a TMDB-shaped error, caches nothing, and answers the next request',
    async (_, failure, status, statusCode, message) => {
      // Each case asks for a page of its own, so no earlier case's cached answer hides the failure.
      const page = String(failures.findIndex((row) => row[4] === message) + 1);
      const url = api(`/movie/popular?page=${page}`);
      fake.failNext(failure);
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ success: false, status_code: statusCode, status_message: message });
      expect(res.body).not.toContain(TOKEN);

      const next = await server.app.inject(url);
      expect(next.statusCode).toBe(200);
      expect(next.json()).toEqual(await fixture('/movie/popular'));
      expect(fake.callsTo('/movie/popular').map((r) => r.query.page)).toEqual([page, page]);
      expect(await server.app.inject(url)).toMatchObject({ statusCode: 200 });
      expect(fake.callsTo('/movie/popular')).toHaveLength(2);
    },
  );

  it('waits for Retry-After on a 429, then answers', async () => {
    fake.failNext({ kind: 'status', status: 429, retryAfter: '1' }, { path: '/movie/1001' });
    const started = Date.now();
    const res = await server.app.inject(api('/movie/1001'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await fixture('/movie/1001'));
    expect(fake.callsTo('/movie/1001')).toHaveLength(2);
  });

  it('retries a run of 429s with backoff, also with an HTTP-date Retry-After', async () => {
    const now = new Date(Date.now()).toUTCString();
    fake.failNext({ kind: 'status', status: 429, retryAfter: now }, { times: 1, path: '/movie/1002' });
    fake.failNext({ kind: 'status', status: 429, retryAfter: '0' }, { times: 2, path: '/movie/1002' });
    const res = await server.app.inject(api('/movie/1002'));
    expect(res.statusCode).toBe(200);
    expect(fake.callsTo('/movie/1002')).toHaveLength(4);
  });

  it('gives up after 3 retries of a 429 with a 503, and calls TMDB no more', async () => {
    fake.failAlways({ kind: 'status', status: 429, retryAfter: '0' });
    const res = await server.app.inject(api('/movie/1003'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, status_code: 11, status_message: TMDB_ERRORS.busy });
    expect(fake.callsTo('/movie/1003')).toHaveLength(4);
  });

  it('shares one retrying call between concurrent requests during a 429', async () => {
    fake.failNext({ kind: 'status', status: 429, retryAfter: '0' }, { path: '/tv/2001' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.app.inject(api('/tv/2001'))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(fake.callsTo('/tv/2001')).toHaveLength(2);
  });

  it('never shows the token, whatever fails', async () => {
    for (const [, failure] of failures) {
      fake.failNext(failure);
      const res = await server.app.inject(api('/trending/tv/day'));
      expect(res.body).not.toContain(TOKEN);
      expect(JSON.stringify(res.headers)).not.toContain(TOKEN);
    }
  });

  it('serves the last good copy past its lifetime while TMDB is down, and a fresh one once it is back', async () => {
    const url = api('/tv/2001/season/1/episode/3');
    const good = await server.app.inject(url);
    const goneUrl = api('/movie/1002');
    await server.app.inject(goneUrl);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 60 * 60 * 1000 });
    try {
      fake.failAlways({ kind: 'status', status: 500 }, { path: '/tv/2001/season/1/episode/3' });
      const stale = await server.app.inject(url);
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(good.json());
      expect(fake.callsTo('/tv/2001/season/1/episode/3')).toHaveLength(2);

      // A 404 is TMDB's real answer, not an outage: no stale copy covers it.
      fake.failAlways({ kind: 'status', status: 404 }, { path: '/movie/1002' });
      expect((await server.app.inject(goneUrl)).statusCode).toBe(404);

      fake.reset();
      expect((await server.app.inject(url)).statusCode).toBe(200);
      await server.app.inject(url);
      expect(fake.callsTo('/tv/2001/season/1/episode/3')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
