// Our 4K token service and the 2160p demo files it protects.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourKKeySource } from './four-k-key.ts';
import { createFourKTokens, mintToken } from './four-k-tokens.ts';
import { readEvents } from '../../test/fixtures/sources/server-sent-events.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

const KEY = 'the-4k-key-of-the-four-k-test-0123456789';
const json = (res: { body: string }) => JSON.parse(res.body) as Record<string, unknown>;

describe.each(testDatabases())('4K token service ($name)', (database) => {
  let server: TTestServer;
  let token: string;
  const inject = (options: InjectOptions) => server.app.inject(options);
  const streamsFor = (id: string, uiToken?: string) =>
    inject({ url: `/api/cosmic/${id}`, headers: uiToken === undefined ? {} : { 'ui-token': uiToken } });
  const submit = (payload: unknown, headers: Record<string, string> = {}) =>
    inject({
      method: 'POST',
      url: '/api/cosmic-token-submit',
      payload: payload as InjectOptions['payload'],
      headers,
    });

  beforeAll(async () => {
    server = await startTestServer(database, { PREMIUM_KEY: KEY, PROVIDERS: 'demo' }, { seed: false });
    token = await mintToken(KEY, { name: 'Ann' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('says 4K is offered', async () => {
    const res = await inject({ url: '/api/cosmic-status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true });
  });

  it('answers a valid token with the 4K demo stream of the title, whose files open under its grant', async () => {
    const res = await streamsFor('550', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { streams } = res.json() as { streams: { id: string; type: string; playlist: string }[] };
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatchObject({ id: '4k-550', type: 'hls', name: 'Demo stream' });
    expect(streams[0]!.playlist).toMatch(
      /^\/api\/sources\/demo-4k\/ey[\w-]+\.[\w-]+\.[\w-]+\/master-4k\.m3u8$/,
    );
    const master = await inject({ url: streams[0]!.playlist });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('RESOLUTION=3840x2160');
    const base = streams[0]!.playlist.replace(/master-4k\.m3u8$/, '');
    const level = await inject({ url: `${base}2160p/index.m3u8` });
    expect(level.statusCode).toBe(200);
    expect(level.headers['cache-control']).toBe('private, max-age=300');
    for (const file of ['2160p/init.mp4', '2160p/segment-000.m4s', '720p/index.m3u8']) {
      expect((await inject({ url: `${base}${file}` })).statusCode, file).toBe(200);
    }
  });

  it.each([
    ['no Ui-Token header', undefined],
    ['an empty one', ''],
    ['a token of the right shape that is no JWT', 'ey' + 'x'.repeat(60)],
    ['a token cut short', 'CUT'],
    ['one signed with another key', 'OTHER'],
  ])('answers %s with no streams (200)', async (_, header) => {
    const uiToken =
      header === 'CUT'
        ? token.slice(0, -4)
        : header === 'OTHER'
          ? await mintToken('some-other-premium-key-0123456789abcdef', { name: 'Ann' })
          : header;
    const res = await streamsFor('550', uiToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ streams: [] });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '%00'])(
    'refuses the title id %s with a JSON 400',
    async (id) => {
      const res = await streamsFor(id, token);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ error: expect.any(String) });
    },
  );

  it('takes a valid submitted token and answers it back to store', async () => {
    const res = await submit({ uiToken: token }, { 'ui-token': token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token });
    // The header is optional; the body's token is the one checked.
    expect((await submit({ uiToken: token })).json()).toEqual({ token });
  });

  it("refuses an invalid submitted token with 'Invalid token, please check and try again.'", async () => {
    for (const uiToken of ['ey' + 'x'.repeat(60), token.slice(0, -2), 'not a token']) {
      const res = await submit({ uiToken });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Invalid token, please check and try again.' });
    }
  });

  it.each([
    ['no uiToken', {}],
    ['an empty uiToken', { uiToken: ' ' }],
    ['a uiToken that is not text', { uiToken: 42 }],
    ['a uiToken far too long', { uiToken: 'ey' + 'x'.repeat(5000) }],
    ['fields it does not know', { uiToken: 'ey' + 'x'.repeat(60), admin: true }],
    ['a body that is no object', ['ey']],
  ])('refuses a submission with %s with a JSON 400', async (_, payload) => {
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ error: expect.any(String) });
  });

  it('refuses a submission whose Ui-Token header is another token', async () => {
    const other = await mintToken(KEY, { name: 'Bo' });
    const res = await submit({ uiToken: token }, { 'ui-token': other });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The Ui-Token header and uiToken must be the same token' });
  });

  it('refuses a submission that is not JSON', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/cosmic-token-submit',
      payload: `uiToken=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(json(res)).toEqual({ error: expect.any(String) });
  });

  it.each([
    '/api/sources/demo/master-4k.m3u8',
    '/api/sources/demo/2160p/index.m3u8',
    '/api/sources/demo/2160p/init.mp4',
    '/api/sources/demo/2160p/segment-000.m4s',
  ])('keeps %s to a media grant (403 without one)', async (url) => {
    const res = await inject({ url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: expect.stringContaining('valid 4K token') });
  });

  it('opens the 2160p files to no 4K token, foreign or forged grant (expiry: four-k-tokens.test.ts), and refuses a path that is no grant', async () => {
    const foreignGrant = await createFourKTokens('some-other-premium-key-0123456789abcdef').grantMedia();
    for (const grant of [token, foreignGrant, 'eyJ.eyJ.abc']) {
      const res = await inject({ url: `/api/sources/demo-4k/${grant}/2160p/segment-000.m4s` });
      expect(res.statusCode, grant).toBe(403);
    }
    for (const url of [
      '/api/sources/demo-4k/not-a-grant/master-4k.m3u8',
      '/api/sources/demo-4k/a.b.c',
      '/api/sources/demo-4k/a.b.c/../../package.json',
      '/api/sources/demo-4k/a.b.c/.hidden',
    ]) {
      const res = await inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(json(res)).toEqual({ error: expect.any(String) });
    }
  });

  it('hands out the 4K master in a source search only with a valid Ui-Token header', async () => {
    const search = (headers: Record<string, string>) =>
      inject({
        method: 'POST',
        url: '/api/sources/search',
        payload: { type: 'movie', title: 'Any film', releaseYear: 1999, tmdbId: '603' },
        headers,
      });
    type TFound = { playlist: string; playlistTexts: { playlist: string; levels: Record<string, string> } };
    const streamOf = (body: string) => {
      const found = readEvents(body).find((event) => event.event === 'found');
      return (found?.data.streams as TFound[])[0]!;
    };
    const playlistOf = (body: string) => streamOf(body).playlist;
    const granted = streamOf((await search({ 'ui-token': token })).body);
    expect(granted.playlist).toMatch(/^\/api\/sources\/demo-4k\/[\w.-]+\/master-4k\.m3u8$/);
    // The playlists' text sent with the stream is what its addresses serve, the 2160p level included.
    expect(granted.playlistTexts.playlist).toBe((await inject({ url: granted.playlist })).body);
    const level4k = await inject({ url: granted.playlist.replace(/master-4k\.m3u8$/, '2160p/index.m3u8') });
    expect(level4k.statusCode).toBe(200);
    expect(granted.playlistTexts.levels['2160p/index.m3u8']).toBe(level4k.body);
    const plain = streamOf((await search({})).body);
    expect(plain.playlist).toBe('/api/sources/demo/master.m3u8');
    expect(Object.keys(plain.playlistTexts.levels)).not.toContain('2160p/index.m3u8');
    expect(playlistOf((await search({ 'ui-token': 'ey' + 'x'.repeat(60) })).body)).toBe(
      '/api/sources/demo/master.m3u8',
    );
  });
});

describe.each(testDatabases())('4K token service without PREMIUM_KEY ($name)', (database) => {
  let server: TTestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(database, { PREMIUM_KEY: '', PROVIDERS: 'demo' }, { seed: false });
    // The key made once and kept in the database, as `npm run token` reads it.
    token = await mintToken(await fourKKeySource(undefined, server.database.db)(), { name: 'Ann' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('offers 4K with the key kept in the database: its tokens get the 4K stream and are taken', async () => {
    expect((await server.app.inject({ url: '/api/cosmic-status' })).json()).toEqual({ enabled: true });
    const streams = await server.app.inject({ url: '/api/cosmic/550', headers: { 'ui-token': token } });
    expect(streams.json()).toMatchObject({ streams: [{ id: '4k-550', type: 'hls' }] });
    const submitted = await server.app.inject({
      method: 'POST',
      url: '/api/cosmic-token-submit',
      payload: { uiToken: token },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({ token });
  });

  it('keeps the key: read again, it is the same one', async () => {
    const again = await fourKKeySource(undefined, server.database.db)();
    expect(await createFourKTokens(again).verify(token)).toBe('Ann');
  });

  it('takes no token signed with another key, and serves no 2160p file without a grant', async () => {
    const other = await mintToken(KEY, { name: 'Ann' });
    const streams = await server.app.inject({ url: '/api/cosmic/550', headers: { 'ui-token': other } });
    expect(streams.json()).toEqual({ streams: [] });
    expect((await server.app.inject({ url: '/api/sources/demo/2160p/index.m3u8' })).statusCode).toBe(403);
    const grant = await createFourKTokens(KEY).grantMedia();
    expect(
      (await server.app.inject({ url: `/api/sources/demo-4k/${grant}/master-4k.m3u8` })).statusCode,
    ).toBe(403);
  });
});
