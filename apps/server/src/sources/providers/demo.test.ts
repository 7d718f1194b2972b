import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../../../test/fixtures/sources/server-sent-events.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';
import { demoPlaylistTexts } from './demo-provider.ts';

describe('demo streams', () => {
  let server: TTestServer;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  beforeAll(async () => {
    server = await startTestServer(testDatabases()[0]!, { PROVIDERS: 'demo' }, { seed: false });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('offers 360p, 720p and 1080p in the master playlist, and keeps the 4K one to a grant (four-k.test.ts)', async () => {
    const master = await get('/api/sources/demo/master.m3u8');
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.body).toMatch(/^#EXTM3U/);
    for (const level of ['360p', '720p', '1080p']) expect(master.body).toContain(`${level}/index.m3u8`);
    expect(master.body).not.toContain('2160p');
    expect((await get('/api/sources/demo/master-4k.m3u8')).statusCode).toBe(403);
  });

  it('serves every segment a level lists, as MP4, with short segments', async () => {
    const level = await get('/api/sources/demo/720p/index.m3u8');
    expect(level.body).toContain('#EXT-X-ENDLIST');
    const durations = [...level.body.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(durations.length).toBeGreaterThan(3);
    expect(Math.max(...durations)).toBeLessThanOrEqual(2.1);
    const files = ['init.mp4', ...level.body.split('\n').filter((line) => line.endsWith('.m4s'))];
    for (const file of files) {
      const segment = await get(`/api/sources/demo/720p/${file}`);
      expect(segment.statusCode, file).toBe(200);
      expect(segment.headers['content-type']).toBe('video/mp4');
    }
  });

  it('answers range requests with the bytes asked for', async () => {
    const whole = await get('/api/sources/demo/360p/segment-000.m4s');
    const part = await get('/api/sources/demo/360p/segment-000.m4s', { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
  });

  it('serves English and Spanish WebVTT captions', async () => {
    for (const language of ['en', 'es']) {
      const captions = await get(`/api/sources/demo/captions/${language}.vtt`);
      expect(captions.statusCode).toBe(200);
      expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(captions.body).toMatch(/^WEBVTT\n\n1\n00:00:01\.000 --> 00:00:04\.000\n/);
    }
  });

  it.each([
    ['a missing file', '/api/sources/demo/720p/segment-999.m4s', 404],
    ['a file type it does not serve', '/api/sources/demo/README.md', 404],
    ['a parent folder', '/api/sources/demo/../../package.json', 404],
    ['an encoded parent folder', '/api/sources/demo/%2E%2E/%2E%2E/package.json', 404],
    ['an encoded parent folder inside a name', '/api/sources/demo/360p%2F..%2F..%2Fpackage.json', 400],
    ['a hidden file', '/api/sources/demo/.gitignore', 400],
  ])('refuses %s with a JSON error', async (_, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it("finds the demo stream for any title, named 'Demo stream', with its captions and playlists' text", async () => {
    // The playlists' text is what the stream's addresses serve, so the browser may start from it.
    const master = (await get('/api/sources/demo/master.m3u8')).body;
    const levels: Record<string, string> = {};
    for (const level of ['360p', '720p', '1080p']) {
      levels[`${level}/index.m3u8`] = (await get(`/api/sources/demo/${level}/index.m3u8`)).body;
    }
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/sources/search',
      payload: { type: 'movie', title: 'Any film', releaseYear: 1999, tmdbId: '603', imdbId: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(readEvents(res.body)).toEqual([
      { event: 'trying', data: { provider: 'demo', name: 'Demo stream', chain: ['Demo stream'] } },
      {
        event: 'found',
        data: {
          provider: 'demo',
          name: 'Demo stream',
          streams: [
            {
              id: '1-demo',
              name: 'Demo stream',
              provider: 'demo',
              type: 'hls',
              playlist: '/api/sources/demo/master.m3u8',
              playlistTexts: { playlist: master, levels },
              captions: [
                {
                  id: 'demo-en',
                  language: 'en',
                  label: 'English',
                  url: '/api/sources/demo/captions/en.vtt',
                  type: 'vtt',
                },
                {
                  id: 'demo-es',
                  language: 'es',
                  label: 'Español',
                  url: '/api/sources/demo/captions/es.vtt',
                  type: 'vtt',
                },
              ],
            },
          ],
        },
      },
    ]);
  });
});

describe('demoPlaylistTexts', () => {
  it('answers nothing for playlists it cannot read, so the stream goes without them', async () => {
    expect(await demoPlaylistTexts('missing-master.m3u8')).toBeUndefined();
    expect((await demoPlaylistTexts('master.m3u8'))?.levels).toHaveProperty(['720p/index.m3u8']);
  });
});
