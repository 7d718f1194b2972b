import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../../test/fixtures/sources/server-sent-events.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

const library = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-chain-'));
fs.writeFileSync(path.join(library, 'M (1931).mp4'), 'film');

const movie = { type: 'movie', title: 'M', releaseYear: 1931, tmdbId: '832', imdbId: null };
const series = {
  type: 'show',
  title: 'Breaking Bad',
  releaseYear: 2008,
  tmdbId: 1396,
  imdbId: 'tt0903747',
  season: { number: 1, tmdbId: 3572 },
  episode: { number: 3, tmdbId: '62087' },
};

describe.each(testDatabases())('source search ($name)', (database) => {
  let server: TTestServer;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/sources/search',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  beforeAll(async () => {
    // Configured out of the default order: the demo stream first, the library after it.
    server = await startTestServer(
      database,
      { PROVIDERS: 'demo,library', LIBRARY_DIR: library },
      { seed: false },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('asks providers in the configured order and stops at the first with a stream', async () => {
    const res = await post(movie);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(readEvents(res.body).map((e) => [e.event, e.data.name])).toEqual([
      ['trying', 'Demo stream'],
      ['found', 'Demo stream'],
    ]);
  });

  it('asks every provider when the request asks for all (the source menu)', async () => {
    const events = readEvents((await post({ ...movie, all: true })).body);
    expect(events.map((e) => e.event)).toEqual(['trying', 'trying', 'found']);
    const streams = events[2]!.data.streams as Array<{ provider: string }>;
    expect(streams.map((s) => s.provider)).toEqual(['demo', 'library']);
  });

  it('takes the show form with season and episode, ids as numbers or text', async () => {
    const res = await post(series);
    expect(res.statusCode).toBe(200);
    expect(readEvents(res.body).at(-1)?.event).toBe('found');
  });

  it.each([
    ['no type', { ...movie, type: undefined }, /'type' must be 'movie' or 'show'/],
    ['an unknown type', { ...movie, type: 'book' }, /'type' must be 'movie' or 'show'/],
    ['no title', { ...movie, title: undefined }, /title/],
    ['an empty title', { ...movie, title: '  ' }, /title/],
    ['a title with control characters', { ...movie, title: 'M\u0000' }, /title/],
    ['a bad TMDB id', { ...movie, tmdbId: 'abc' }, /tmdbId/],
    ['a negative TMDB id', { ...movie, tmdbId: -3 }, /tmdbId/],
    ['a bad IMDb id', { ...movie, imdbId: 'nm0000001' }, /imdbId/],
    ['a bad year', { ...movie, releaseYear: 31 }, /releaseYear/],
    ['a show without its episode', { ...series, episode: undefined }, /episode/],
    ['a show with a bad season number', { ...series, season: { number: -1, tmdbId: '1' } }, /season/],
    ['"all" that is not true or false', { ...movie, all: 'yes' }, /all/],
    ['a list instead of a request', [movie], /./],
  ])('refuses %s with a 400 and a JSON message', async (_, payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().error).toMatch(message);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post('{"type":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('answers unknown paths and methods under /api/sources with a JSON 404', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/sources/search' },
      { method: 'GET' as const, url: '/api/sources/nothing' },
    ]) {
      const res = await server.app.inject(request);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.stringMatching(/^No such endpoint/) });
    }
  });
});

describe('without a library', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!, {}, { seed: false });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(library, { recursive: true, force: true });
  });

  it('skips the library and add-on providers and serves no library files', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/sources/search', payload: movie });
    expect(readEvents(res.body)[0]!.data.chain).toEqual(['Demo stream']);
    const file = await server.app.inject('/api/sources/library/M%20(1931).mp4');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ error: 'No such media file' });
  });
});
