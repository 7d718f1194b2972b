import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plays } from '../src/db/schema.ts';
import { viewerKey } from '../src/services/stats/plays.repository.ts';
import { serverLoadPercent } from '../src/services/stats/server-load.ts';
import { SiteStatsService } from '../src/services/stats/site-stats.service.ts';
import { SiteFiles } from '../src/services/site-files.ts';
import { startTestServer, testDatabases, type TTestServer } from './helper.ts';

const headers = { 'content-type': 'application/json', origin: 'http://localhost:80' };
let address = 0;

describe.each(testDatabases())('site stats on $name', (database) => {
  let server: TTestServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-site-'));
    server = await startTestServer(database, { SITE_DIR: siteDir });
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: unknown, from = '10.9.0.1', extra: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...extra },
      remoteAddress: from,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const nextAddress = () => `10.9.${(address += 1)}.1`;

  it('says there is nothing yet on an empty database, and invents nothing', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      launchDate: '2025-02-23',
      titlesPlayed: 0,
      dailyAverage: 0,
      totalWatchTime: 0,
      activeUsers: { today: 0, week: 0, month: 0 },
      accounts: 0,
      topTitles: [],
    });
    expect(stats.watchesByDay).toHaveLength(7);
    expect(stats.watchesByDay.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(stats.daysSinceLaunch).toBeGreaterThan(270);
    expect(Number.isInteger(stats.serverLoad)).toBe(true);
    expect(stats.serverLoad).toBeGreaterThanOrEqual(0);
    expect(stats.serverLoad).toBeLessThanOrEqual(100);
  });

  it('refuses bad play reports with a 400 and stores nothing', async () => {
    const viewer = randomUUID();
    const bad: unknown[] = [
      {},
      { mediaType: 'movie', titleId: 832 },
      { mediaType: 'book', titleId: 832, viewer },
      { mediaType: 'movie', titleId: 0, viewer },
      { mediaType: 'movie', titleId: 1.5, viewer },
      { mediaType: 'movie', titleId: '832', viewer },
      { mediaType: 'movie', titleId: 832, viewer: 'me' },
      { mediaType: 'movie', titleId: 832, viewer, title: 'Buy pills' },
      '{"mediaType":',
    ];
    for (const payload of bad) {
      const res = await post('/api/activity/play', payload, nextAddress());
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/api/activity/play',
      headers: { 'content-type': 'text/plain' },
      payload: 'movie 832',
    });
    expect(notJson.statusCode).toBe(415);
    const unknown = await post('/api/activity/play', { mediaType: 'movie', titleId: 999_999, viewer });
    expect(unknown.statusCode).toBe(404);
    const crossSite = await post(
      '/api/activity/play',
      { mediaType: 'movie', titleId: 832, viewer },
      '10.9.0.2',
      {
        origin: 'https://evil.example',
      },
    );
    expect(crossSite.statusCode).toBe(403);
    // A client that names no Origin and sends no session cookie (a script, curl) is answered normally.
    const noOrigin = await server.app.inject({
      method: 'POST',
      url: '/api/activity/play',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
      payload: JSON.stringify({ mediaType: 'movie', titleId: 0, viewer }),
    });
    expect(noOrigin.statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/api/stats' })).json().titlesPlayed).toBe(0);
  });

  it('counts a play at once and credits no more watch time than really passed', async () => {
    const viewer = randomUUID();
    const res = await post('/api/activity/play', { mediaType: 'movie', titleId: 832, viewer });
    expect(res.statusCode).toBe(200);
    const { playId } = res.json();
    expect(playId).toMatch(/^[0-9a-f-]{36}$/);

    // Reported at once: only the few seconds of slack count, not the 60 claimed.
    const beat = await post('/api/activity/watch', { playId, seconds: 60 });
    expect(beat.statusCode).toBe(200);
    expect(beat.json().watchedSeconds).toBeLessThanOrEqual(7);
    expect(beat.json().watchedSeconds).toBeGreaterThan(0);

    const stats = (await server.app.inject({ method: 'GET', url: '/api/stats' })).json();
    expect(stats.titlesPlayed).toBe(1);
    expect(stats.activeUsers).toEqual({ today: 1, week: 1, month: 1 });
    expect(stats.topTitles).toEqual([{ mediaType: 'movie', id: 832, title: 'M', watches: 1 }]);
    expect(stats.totalWatchTime).toBe(beat.json().watchedSeconds);
  });

  it('refuses bad watch reports', async () => {
    const cases: [unknown, number][] = [
      [{ playId: randomUUID(), seconds: 30 }, 404],
      [{ playId: 'x', seconds: 30 }, 400],
      [{ playId: randomUUID(), seconds: 0 }, 400],
      [{ playId: randomUUID(), seconds: 61 }, 400],
      [{ playId: randomUUID(), seconds: 30, extra: 1 }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await post('/api/activity/watch', payload, nextAddress());
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('limits how many plays one address reports a minute', async () => {
    const from = nextAddress();
    const viewer = randomUUID();
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await post('/api/activity/play', { mediaType: 'tv', titleId: 13916, viewer }, from)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('derives every figure from the recorded plays', async () => {
    const db = server.database.db;
    await db.delete(plays);
    const now = new Date('2026-03-18T15:00:00Z'); // a Wednesday
    const at = (iso: string) => new Date(iso);
    const a = viewerKey(randomUUID());
    const b = viewerKey(randomUUID());
    const c = viewerKey(randomUUID());
    const row = (
      titleId: number,
      mediaType: 'movie' | 'tv',
      viewer: string,
      startedAt: Date,
      watched: number,
    ) => ({
      id: randomUUID(),
      mediaType,
      titleId,
      viewer,
      startedAt,
      lastBeatAt: startedAt,
      watchedSeconds: watched,
    });
    await db.insert(plays).values([
      row(832, 'movie', a, at('2026-03-18T09:00:00Z'), 600), // Wed, today
      row(832, 'movie', a, at('2026-03-18T10:00:00Z'), 300), // Wed, today, same viewer
      row(13916, 'tv', b, at('2026-03-16T10:00:00Z'), 1200), // Mon, this week
      row(832, 'movie', c, at('2026-03-01T10:00:00Z'), 60), // Sun, this month
      row(3035, 'movie', c, at('2026-03-01T11:00:00Z'), 0), // Sun
      row(3035, 'movie', b, at('2026-01-15T10:00:00Z'), 100), // Thu, long ago (first play)
    ]);
    await fs.writeFile(path.join(siteDir, 'stats.json'), JSON.stringify({ launchDate: '2025-02-23' }));
    const service = new SiteStatsService({
      db,
      catalogue: server.catalogue,
      siteFiles: new SiteFiles(siteDir),
      now: () => now,
      load: () => 42,
    });
    const stats = await service.stats();
    expect(stats).toMatchObject({
      launchDate: '2025-02-23',
      daysSinceLaunch: 388,
      titlesPlayed: 6,
      // Records start 2026-01-15: 63 days to 2026-03-18, both counted; 6 / 63 = 0.095.
      dailyAverage: 0.1,
      totalWatchTime: 2260,
      activeUsers: { today: 1, week: 2, month: 3 },
      serverLoad: 42,
      generatedAt: now.toISOString(),
    });
    expect(stats.topTitles).toEqual([
      { mediaType: 'movie', id: 832, title: 'M', watches: 3 },
      { mediaType: 'movie', id: 3035, title: 'Frankenstein', watches: 2 },
      { mediaType: 'tv', id: 13916, title: 'Death Note', watches: 1 },
    ]);
    expect(stats.watchesByDay).toEqual([
      { day: 'Mon', count: 1 },
      { day: 'Tue', count: 0 },
      { day: 'Wed', count: 2 },
      { day: 'Thu', count: 1 },
      { day: 'Fri', count: 0 },
      { day: 'Sat', count: 0 },
      { day: 'Sun', count: 2 },
    ]);
  });

  it('takes the launch date from the site file', async () => {
    await fs.writeFile(path.join(siteDir, 'stats.json'), JSON.stringify({ launchDate: '2026-03-01' }));
    const service = new SiteStatsService({
      db: server.database.db,
      catalogue: server.catalogue,
      siteFiles: new SiteFiles(siteDir),
      now: () => new Date('2026-03-18T15:00:00Z'),
      load: () => 0,
    });
    expect((await service.stats()).daysSinceLaunch).toBe(17);
  });
});

describe('server load', () => {
  it('is the one-minute load average over the processors, as a percentage from 0 to 100', () => {
    expect(serverLoadPercent({ loadavg: () => [1, 0, 0], cpus: 2, platform: 'linux' })).toBe(50);
    expect(serverLoadPercent({ loadavg: () => [1.79, 0, 0], cpus: 2, platform: 'linux' })).toBe(90);
    expect(serverLoadPercent({ loadavg: () => [9, 0, 0], cpus: 2, platform: 'linux' })).toBe(100);
  });
});
