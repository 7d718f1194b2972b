import { randomUUID } from 'node:crypto';
import {
  SEGMENT_SKIPS_PER_ADDRESS_HOUR,
  SEGMENT_SUBMISSIONS_PER_ADDRESS_HOUR,
  SEGMENT_SUBMISSIONS_PER_USER_HOUR,
  SKIP_MIN_COUNT,
} from '@marquee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../../test/fixtures/sources/server-sent-events.ts';
import { postJson, startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';
import { importSegmentRows, readSegments, SegmentsFileError } from './import-segments.ts';
import { SKIP_LIMIT_MESSAGE, SUBMISSION_LIMIT_MESSAGE } from './segments.plugin.ts';
import { SegmentsRepository } from './segments.repository.ts';

let counter = 0;
const nextAddress = () => `10.44.${Math.floor((counter += 1) / 250)}.${counter % 250}`;

describe.each(testDatabases())('skip segments on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => server?.stop());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });
  const segmentsOf = async (url: string) =>
    (await get(url)).json().segments as { kind: string; source: string }[];

  async function newUser(address = nextAddress()): Promise<string> {
    counter += 1;
    const name = `seg_${Date.now().toString(36)}_${counter}`;
    const res = await postJson(
      server.app,
      '/api/auth/signup',
      {
        username: name,
        email: `${name}@example.org`,
        password: 'a fine passphrase',
        passwordConfirm: 'a fine passphrase',
      },
      address,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().token as string;
  }

  const submit = (token: string | undefined, body: object, address = '10.45.0.1') =>
    postJson(
      server.app,
      '/api/segments/submissions',
      body,
      address,
      token ? { authorization: `Bearer ${token}` } : {},
    );

  const intro = (movie: number, start: number) => ({
    mediaType: 'movie',
    tmdbId: movie,
    kind: 'intro',
    start,
    end: start + 60,
    duration: 3000,
  });

  /** The play token a source search of movie 832 gives a viewer at an address. */
  async function playToken(address: string, viewer: string): Promise<string> {
    const res = await postJson(
      server.app,
      '/api/sources/search',
      { type: 'movie', tmdbId: 832, title: 'M', viewer },
      address,
    );
    const found = readEvents(res.body).find((event) => event.event === 'found');
    return found?.data.playToken as string;
  }

  it("serves the demo titles' imported segments, scaled to the source, and none for another cut", async () => {
    const res = await get('/api/segments/tv/1396/1/4?duration=30');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json().segments).toEqual([
      { kind: 'intro', start: 4, end: 10, duration: 30, source: 'import' },
      { kind: 'recap', start: 0, end: 4, duration: 30, source: 'import' },
      { kind: 'credits', start: 24, end: 30, duration: 30, source: 'import' },
    ]);
    const scaled = (await get('/api/segments/movie/3082?duration=30.6')).json().segments;
    expect(scaled[0]).toEqual({ kind: 'intro', start: 1.02, end: 7.14, duration: 30.6, source: 'import' });
    expect(await segmentsOf('/api/segments/tv/1396/1/4?duration=2820')).toEqual([]);
    // Without segments of its own, a title has none: the player falls back on its 3% / 30 s rule.
    expect(await segmentsOf('/api/segments/tv/1396/1/1?duration=30')).toEqual([]);
  });

  it('refuses a bad id or duration with a 400 that names it', async () => {
    for (const url of [
      '/api/segments/movie/0',
      '/api/segments/movie/3082?duration=abc',
      '/api/segments/movie/3082?duration=0',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json())).toEqual(['error']);
    }
    expect((await get('/api/segments/movie/3082?duration=-5')).json().error).toContain('duration');
  });

  it('takes submissions from signed-in users only, and refuses implausible ones with the reason', async () => {
    expect((await submit(undefined, intro(550, 60))).statusCode).toBe(401);
    const token = await newUser();
    const tooLong = await submit(token, { ...intro(550, 60), end: 300 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toContain('an intro lasts 3–180 s');
    const recap = await submit(token, { ...intro(550, 0), kind: 'recap', end: 301 });
    expect(recap.json().error).toContain('a recap lasts 3–300 s');
    const movieWithSeason = await submit(token, { ...intro(550, 60), season: 1 });
    expect(movieWithSeason.statusCode).toBe(400);
    const episodeWithout = await submit(token, { ...intro(1396, 60), mediaType: 'tv' });
    expect(episodeWithout.json().error).toContain('an episode needs its season and episode');
  });

  it('publishes a segment once three independent submissions agree, as their median', async () => {
    const url = '/api/segments/movie/550?duration=3000';
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    expect((await submit(a, intro(550, 60), '10.46.0.1')).json()).toEqual({ ok: true, isPublished: false });
    // The same user again, from elsewhere, is still one voice.
    expect((await submit(a, intro(550, 61), '10.46.0.2')).json().isPublished).toBe(false);
    expect((await submit(b, intro(550, 62), '10.46.0.3')).json().isPublished).toBe(false);
    expect(await segmentsOf(url)).toEqual([]);
    const third = await submit(c, intro(550, 63), '10.46.0.4');
    expect(third.statusCode).toBe(201);
    expect(third.json().isPublished).toBe(true);
    expect(await segmentsOf(url)).toEqual([
      { kind: 'intro', start: 62, end: 122, duration: 3000, source: 'submissions' },
    ]);
  });

  it('does not publish what many accounts send from one address', async () => {
    const address = '10.47.0.1';
    for (let i = 0; i < 4; i += 1) {
      expect((await submit(await newUser(), intro(551, 60), address)).json().isPublished).toBe(false);
    }
    expect(await segmentsOf('/api/segments/movie/551?duration=3000')).toEqual([]);
  });

  it('limits submissions per account and per address', async () => {
    const token = await newUser();
    for (let i = 0; i < SEGMENT_SUBMISSIONS_PER_USER_HOUR; i += 1) {
      expect((await submit(token, intro(600 + i, 60), `10.48.1.${i}`)).statusCode).toBe(201);
    }
    const refused = await submit(token, intro(700, 60), '10.48.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(SUBMISSION_LIMIT_MESSAGE);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const address = '10.48.3.1';
    const users = [await newUser(), await newUser(), await newUser()];
    for (let i = 0; i < SEGMENT_SUBMISSIONS_PER_ADDRESS_HOUR; i += 1) {
      expect((await submit(users[i % 3], intro(800 + i, 60), address)).statusCode).toBe(201);
    }
    expect((await submit(await newUser(), intro(900, 60), address)).statusCode).toBe(429);
  });

  it("counts viewers' skips of real plays only, once per play, and publishes where most skip", async () => {
    const skip = (address: string, viewer: string, token: string, from = 60, to = 120) =>
      postJson(
        server.app,
        '/api/segments/skips',
        { mediaType: 'movie', tmdbId: 832, from, to, duration: 2700, viewer, token },
        address,
      );
    const viewer = randomUUID();
    const address = nextAddress();
    const token = await playToken(address, viewer);
    const forged = await skip(address, randomUUID(), token);
    expect(forged.statusCode).toBe(403);
    expect((await skip(address, viewer, token)).json()).toEqual({ isCounted: true });
    // The same play again, or a jump that says nothing about segments, counts nothing.
    expect((await skip(address, viewer, token)).json()).toEqual({ isCounted: false });
    expect((await skip(address, viewer, token, 600, 1200)).json()).toEqual({ isCounted: false });

    const url = '/api/segments/movie/832?duration=2700';
    for (let i = 1; i < SKIP_MIN_COUNT - 1; i += 1) {
      const other = randomUUID();
      const at = nextAddress();
      expect((await skip(at, other, await playToken(at, other), 61, 118)).json().isCounted).toBe(true);
    }
    expect(await segmentsOf(url)).toEqual([]);
    const last = randomUUID();
    const lastAddress = nextAddress();
    await skip(lastAddress, last, await playToken(lastAddress, last), 59, 121);
    expect(await segmentsOf(url)).toEqual([
      { kind: 'intro', start: 60, end: 120, duration: 2700, source: 'viewers' },
    ]);
  });

  it('limits the skips one address reports', async () => {
    const address = nextAddress();
    const viewer = randomUUID();
    const token = await playToken(address, viewer);
    const body = { mediaType: 'movie', tmdbId: 832, from: 2600, to: 2700, duration: 2700, viewer, token };
    for (let i = 0; i < SEGMENT_SKIPS_PER_ADDRESS_HOUR; i += 1) {
      await postJson(server.app, '/api/segments/skips', body, address);
    }
    const refused = await postJson(server.app, '/api/segments/skips', body, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(SKIP_LIMIT_MESSAGE);
  });

  it('exports every published segment as one open, cacheable file, with nothing about who sent them', async () => {
    const res = await get('/api/segments/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const file = res.json();
    expect(file).toMatchObject({ format: 'marquee-segments', version: 1, license: 'CC0-1.0' });
    expect(file.segments).toContainEqual({
      mediaType: 'tv',
      tmdbId: 1396,
      season: 1,
      episode: 5,
      kind: 'intro',
      start: 2,
      end: 8,
      duration: 30,
      source: 'import',
    });
    expect(res.body).not.toMatch(/user|address/i);
    const again = await get('/api/segments/export', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('imports a file in the export format, refusing implausible rows and keeping the rest', async () => {
    const exported = (await get('/api/segments/export')).json();
    const { rows, refused } = readSegments(exported);
    expect(refused).toEqual([]);
    expect(rows.length).toBe(exported.segments.length);

    const file = {
      format: 'marquee-segments',
      version: 1,
      segments: [
        { mediaType: 'movie', tmdbId: 238, kind: 'credits', start: 9500, end: 10000, duration: 10500 },
        { mediaType: 'movie', tmdbId: 238, kind: 'intro', start: 0, end: 200, duration: 10500 },
        { mediaType: 'tv', tmdbId: 238, kind: 'recap', start: 0, end: 30, duration: 2000 },
        'not a row',
      ],
    };
    const read = readSegments(file);
    expect(read.rows).toHaveLength(1);
    expect(read.refused.map((entry) => entry.row)).toEqual([2, 3, 4]);
    expect(read.refused[0]!.reason).toContain('implausible segment: an intro lasts 3–180 s');
    const repository = new SegmentsRepository(server.database.db);
    expect(await importSegmentRows(repository, read.rows)).toBe(1);
    // An import wins over submissions and replaces an earlier import of the same kind.
    await importSegmentRows(repository, [{ ...read.rows[0]!, start: 9200 }]);
    expect(await segmentsOf('/api/segments/movie/238?duration=10500')).toEqual([
      { kind: 'credits', start: 9200, end: 10000, duration: 10500, source: 'import' },
    ]);
    expect(() => readSegments({ format: 'other', version: 1, segments: [] })).toThrow(SegmentsFileError);
  });
});
