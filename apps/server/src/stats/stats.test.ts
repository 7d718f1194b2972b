import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticator } from '../accounts/authenticate.ts';
import { plays, titleActivity } from '../db/schema.ts';
import { PLAY_TOKEN_TTL_MS, PlayTokens } from './play-tokens.ts';
import { countPlay, viewerKey } from './plays.repository.ts';
import { PLAY_TOKEN_EXPIRED, PLAY_TOKEN_INVALID } from './stats.plugin.ts';
import { serverLoadPercent } from './server-load.ts';
import { SiteStatsService } from './site-stats.service.ts';
import { SiteFiles } from '../shared/site-files.ts';
import { readEvents } from '../../test/fixtures/sources/server-sent-events.ts';
import { postJson, postRaw, startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

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
    postJson(server.app, url, payload, from, extra);
  const nextAddress = () => `10.9.${(address += 1)}.1`;
  const stats = async () => (await server.app.inject({ method: 'GET', url: '/api/stats' })).json();
  /** The play token the source search of a title gives (movie 832 unless told), from `from`. */
  const searchToken = async (
    from: string,
    viewer: string | undefined,
    title: { type: 'movie' | 'show'; tmdbId: number } = { type: 'movie', tmdbId: 832 },
    extra: Record<string, string> = {},
  ) => {
    const episodePart = title.type === 'show' ? { season: { number: 1 }, episode: { number: 1 } } : {};
    const res = await post(
      '/api/sources/search',
      { ...title, ...episodePart, title: 'Any', viewer },
      from,
      extra,
    );
    const found = readEvents(res.body).find((event) => event.event === 'found');
    return found?.data.playToken as string | undefined;
  };
  /** A play of movie 832 as the player reports it: the search's token first, then the play. */
  const play = async (from: string, viewer = randomUUID()) => {
    const token = await searchToken(from, viewer);
    return post('/api/activity/play', { mediaType: 'movie', titleId: 832, viewer, token }, from);
  };
  const activityToday = async (titleId: number) => {
    const [row] = await server.database.db
      .select({ plays: titleActivity.plays })
      .from(titleActivity)
      .where(
        and(eq(titleActivity.titleId, titleId), eq(titleActivity.day, new Date().toISOString().slice(0, 10))),
      );
    return row?.plays ?? 0;
  };

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
    const token = await searchToken('10.9.0.1', viewer);
    const bad: unknown[] = [
      {},
      { mediaType: 'movie', titleId: 832, token },
      { mediaType: 'book', titleId: 832, viewer, token },
      { mediaType: 'movie', titleId: 0, viewer, token },
      { mediaType: 'movie', titleId: 1.5, viewer, token },
      { mediaType: 'movie', titleId: '832', viewer, token },
      { mediaType: 'movie', titleId: 832, viewer: 'me', token },
      { mediaType: 'movie', titleId: 832, viewer, token: 'abc' },
      { mediaType: 'movie', titleId: 832, viewer, token, title: 'Buy pills' },
      '{"mediaType":',
    ];
    for (const payload of bad) {
      const res = await post('/api/activity/play', payload, nextAddress());
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const notJson = await postRaw(server.app, '/api/activity/play', 'text/plain', 'movie 832');
    expect(notJson.statusCode).toBe(415);
    const unknownToken = await searchToken('10.9.0.1', viewer, { type: 'movie', tmdbId: 999_999 });
    const unknown = await post('/api/activity/play', {
      mediaType: 'movie',
      titleId: 999_999,
      viewer,
      token: unknownToken,
    });
    expect(unknown.statusCode).toBe(404);
    const crossSite = await post(
      '/api/activity/play',
      { mediaType: 'movie', titleId: 832, viewer, token },
      '10.9.0.1',
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    // A client that names no Origin and sends no session cookie (a script, curl) is answered normally.
    const noOrigin = await server.app.inject({
      method: 'POST',
      url: '/api/activity/play',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextAddress(),
      payload: JSON.stringify({ mediaType: 'movie', titleId: 0, viewer, token }),
    });
    expect(noOrigin.statusCode).toBe(400);
    expect((await stats()).titlesPlayed).toBe(0);
  });

  it('refuses a forged play: without a token (400), or with one given for another title, viewer or address (403)', async () => {
    const from = nextAddress();
    const viewer = randomUUID();
    const withoutToken = await post('/api/activity/play', { mediaType: 'movie', titleId: 832, viewer }, from);
    expect(withoutToken.statusCode).toBe(400);
    expect(withoutToken.json().error).toMatch(/token.*play token the source search gave/);

    const token = await searchToken(from, viewer);
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    const forged: [Record<string, unknown>, string][] = [
      [{ mediaType: 'movie', titleId: 3035, viewer, token }, from], // another title
      [{ mediaType: 'tv', titleId: 832, viewer, token }, from], // another media type
      [{ mediaType: 'movie', titleId: 832, viewer: randomUUID(), token }, from], // another viewer number
      [{ mediaType: 'movie', titleId: 832, viewer, token }, nextAddress()], // another address
      [{ mediaType: 'movie', titleId: 832, viewer, token: `${token!.slice(0, -2)}AA` }, from], // altered
    ];
    for (const [payload, address] of forged) {
      const res = await post('/api/activity/play', payload, address);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().error).toBe(PLAY_TOKEN_INVALID);
    }
    // A search that names no viewer (and no account) gives no token.
    expect(await searchToken(from, undefined)).toBeUndefined();
    expect((await stats()).titlesPlayed).toBe(0);
  });

  it('refuses a play token once it is older than its few minutes', async () => {
    const from = nextAddress();
    const viewer = randomUUID();
    const visitorOnly = { optional: async () => undefined } as unknown as Authenticator;
    const issuedAt = Date.now() - PLAY_TOKEN_TTL_MS - 1000;
    const old = new PlayTokens(server.database.db, visitorOnly, () => issuedAt);
    const token = await old.issue({ mediaType: 'movie', titleId: 832, viewer: `visitor:${viewer}@${from}` });
    const res = await post('/api/activity/play', { mediaType: 'movie', titleId: 832, viewer, token }, from);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(PLAY_TOKEN_EXPIRED);
    // The same kind of token, still good, counts: the key is the one the server signs with.
    const fresh = new PlayTokens(server.database.db, visitorOnly);
    const good = await fresh.issue({ mediaType: 'movie', titleId: 832, viewer: `visitor:${viewer}@${from}` });
    const counted = await post(
      '/api/activity/play',
      { mediaType: 'movie', titleId: 832, viewer, token: good },
      from,
    );
    expect(counted.statusCode).toBe(200);
    await server.database.db.delete(plays);
    await server.database.db.delete(titleActivity);
  });

  it('counts a play at once and credits no more watch time than really passed', async () => {
    const res = await play('10.9.0.1');
    expect(res.statusCode).toBe(200);
    const { playId } = res.json();
    expect(playId).toMatch(/^[0-9a-f-]{36}$/);

    // Reported at once: only the few seconds of slack count, not the 60 claimed.
    const beat = await post('/api/activity/watch', { playId, seconds: 60 });
    expect(beat.statusCode).toBe(200);
    expect(beat.json().watchedSeconds).toBeLessThanOrEqual(7);
    expect(beat.json().watchedSeconds).toBeGreaterThan(0);

    const figures = await stats();
    expect(figures.titlesPlayed).toBe(1);
    expect(figures.activeUsers).toEqual({ today: 1, week: 1, month: 1 });
    expect(figures.topTitles).toEqual([{ mediaType: 'movie', id: 832, title: 'M', watches: 1 }]);
    expect(figures.totalWatchTime).toBe(beat.json().watchedSeconds);
  });

  it('counts a play once per viewer, title and day: trending and active users move once', async () => {
    const db = server.database.db;
    await db.delete(plays);
    await db.delete(titleActivity);
    const from = nextAddress();
    const viewer = randomUUID();
    const token = await searchToken(from, viewer);
    const body = { mediaType: 'movie', titleId: 832, viewer, token };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/activity/play', body, from)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Every play of the day is the one play, so its watch time keeps adding up.
    expect(new Set(answers.map((res) => res.json().playId)).size).toBe(1);
    expect(await activityToday(832)).toBe(1);
    let figures = await stats();
    expect(figures.titlesPlayed).toBe(1);
    expect(figures.activeUsers.today).toBe(1);

    // Another viewer at the same address (a household), and the same viewer's other title, count.
    expect((await play(from)).statusCode).toBe(200);
    const seriesToken = await searchToken(from, viewer, { type: 'show', tmdbId: 1396 });
    const seriesPlay = { mediaType: 'tv', titleId: 1396, viewer, token: seriesToken };
    expect((await post('/api/activity/play', seriesPlay, from)).statusCode).toBe(200);
    figures = await stats();
    expect(figures.titlesPlayed).toBe(3);
    expect(figures.activeUsers.today).toBe(2);
    expect(await activityToday(832)).toBe(2);

    // The next UTC day, the same viewer's play of the title counts again.
    const claim = { mediaType: 'movie' as const, titleId: 832, viewer: `visitor:${viewer}@${from}` };
    const today = await countPlay(db, claim);
    expect(today.isNew).toBe(false);
    expect(today.playId).toBe(answers[0]!.json().playId);
    const tomorrow = await countPlay(db, claim, new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(tomorrow.isNew).toBe(true);
    expect(tomorrow.playId).not.toBe(today.playId);
  });

  it('counts a signed-in viewer by account, wherever and with whatever viewer number it plays', async () => {
    const name = `viewer_${Date.now().toString(36)}`;
    const signup = await post(
      '/api/auth/signup',
      {
        username: name,
        email: `${name}@example.org`,
        password: 'a fine passphrase',
        passwordConfirm: 'a fine passphrase',
      },
      nextAddress(),
    );
    expect(signup.statusCode, signup.body).toBe(201);
    const auth = { authorization: `Bearer ${signup.json().token}` };
    const token = await searchToken(nextAddress(), randomUUID(), { type: 'movie', tmdbId: 3035 }, auth);
    const body = { mediaType: 'movie', titleId: 3035, viewer: randomUUID(), token };
    const first = await post('/api/activity/play', body, nextAddress(), auth);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('/api/activity/play', { ...body, viewer: randomUUID() }, nextAddress(), auth);
    expect(again.json().playId).toBe(first.json().playId);
    // Without the account, the token is someone else's.
    const signedOut = await post('/api/activity/play', body, nextAddress());
    expect(signedOut.statusCode).toBe(403);
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
    const token = await searchToken(from, viewer, { type: 'show', tmdbId: 13916 });
    const body = { mediaType: 'tv', titleId: 13916, viewer, token };
    let last = 0;
    for (let i = 0; i < 31; i += 1) last = (await post('/api/activity/play', body, from)).statusCode;
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
