// Several server instances behind a balancer share one Redis: the per-address limits of plays, watch-time
// reports and image resizes count every instance's requests together, and a Redis that fails lets requests
// through instead of failing them. Plays count once per viewer, title and day on every instance sharing
// PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisCache } from '../cache/cache.ts';
import { createServer, type TServer } from '../server.ts';
import { readEvents } from '../../test/fixtures/sources/server-sent-events.ts';
import { testConfig, testDatabases } from '../../test/helper.ts';

const redisUrl = process.env.REDIS_URL;
const postgres = testDatabases().find((d) => d.name === 'postgres');
/** Redis keeps counters between runs: every run calls from addresses of its own. */
const run = `${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
let next = 0;
const nextAddress = () => `10.${run}.${(next += 1)}`;
const headers = { 'content-type': 'application/json', origin: 'http://localhost:80' };
const PLAYS_PER_MINUTE = 4;
const RESIZES_PER_MINUTE = 3;

describe.runIf(redisUrl)('limits of two instances sharing one Redis', () => {
  let servers: TServer[] = [];
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    // One PostgreSQL for both when there is one (plays then count once across instances), else each its own.
    const target = postgres ? await postgres.create() : undefined;
    drop = target?.drop ?? drop;
    const config = testConfig({
      DATABASE_URL: target?.url,
      REDIS_URL: redisUrl,
      PLAYS_PER_MINUTE: String(PLAYS_PER_MINUTE),
      IMAGE_RESIZES_PER_MINUTE: String(RESIZES_PER_MINUTE),
    });
    for (let i = 0; i < 3; i++) {
      servers.push(
        await createServer(config, { inMemoryDatabase: true, logger: false, seed: i === 0 || !target }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close().catch(() => undefined)));
    servers = [];
    await drop();
  });

  const post = (server: TServer, url: string, payload: unknown, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url, headers, remoteAddress, payload: JSON.stringify(payload) });
  /** A play of movie 832 on `server`, with the token its own source search gave. */
  const play = async (server: TServer, from: string, viewer = randomUUID()) => {
    const search = await post(
      server,
      '/api/sources/search',
      { type: 'movie', title: 'M', tmdbId: 832, viewer },
      from,
    );
    const token = readEvents(search.body).find((event) => event.event === 'found')?.data.playToken;
    return post(server, '/api/activity/play', { mediaType: 'movie', titleId: 832, viewer, token }, from);
  };

  it('counts plays from one address on both instances against one allowance', async () => {
    const [a, b] = servers as [TServer, TServer];
    const from = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < PLAYS_PER_MINUTE + 2; i++) {
      codes.push((await play(i % 2 === 0 ? a : b, from)).statusCode);
    }
    expect(codes).toEqual([...Array<number>(PLAYS_PER_MINUTE).fill(200), 429, 429]);
    // Another address still plays, on either instance.
    expect((await play(b, nextAddress())).statusCode).toBe(200);
  });

  it('counts watch-time reports and image resizes on both instances together', async () => {
    const [a, b] = servers as [TServer, TServer];
    const from = nextAddress();
    const reports = await Promise.all(
      Array.from({ length: 61 }, (_, i) =>
        post(i % 2 === 0 ? a : b, '/api/activity/watch', { playId: randomUUID(), seconds: 30 }, from),
      ),
    );
    const reportCodes = reports.map((res) => res.statusCode);
    expect(reportCodes.filter((code) => code === 404)).toHaveLength(60);
    expect(reportCodes.filter((code) => code === 429)).toHaveLength(1);

    const resizeFrom = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < RESIZES_PER_MINUTE + 1; i++) {
      const res = await (i % 2 === 0 ? a : b).app.inject({
        url: `/img?url=${encodeURIComponent(`/api/images/w92/${randomUUID()}.jpg`)}&w=${40 + i}`,
        remoteAddress: resizeFrom,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, RESIZES_PER_MINUTE)).not.toContain(429);
    expect(codes[RESIZES_PER_MINUTE]).toBe(429);
  });

  it.runIf(postgres)('counts a play once per viewer, title and day across instances', async () => {
    const [a, b] = servers as [TServer, TServer];
    const from = nextAddress();
    const viewer = randomUUID();
    const search = await post(
      a,
      '/api/sources/search',
      { type: 'movie', title: 'M', tmdbId: 832, viewer },
      from,
    );
    const token = readEvents(search.body).find((event) => event.event === 'found')?.data.playToken;
    const body = { mediaType: 'movie', titleId: 832, viewer, token };
    const [first, second] = await Promise.all([
      post(a, '/api/activity/play', body, from),
      post(b, '/api/activity/play', body, from),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().playId).toBe(first.json().playId);
  });

  it('lets requests through when Redis fails, instead of answering 500', async () => {
    const c = servers[2]!;
    (c.cache as RedisCache).redis.disconnect();
    const from = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < PLAYS_PER_MINUTE + 2; i++) codes.push((await play(c, from)).statusCode);
    expect(codes).toEqual(Array<number>(PLAYS_PER_MINUTE + 2).fill(200));
    const resize = await c.app.inject({
      url: `/img?url=${encodeURIComponent(`/api/images/w92/${randomUUID()}.jpg`)}&w=50`,
      remoteAddress: from,
    });
    expect(resize.statusCode).not.toBe(500);
  });
});
