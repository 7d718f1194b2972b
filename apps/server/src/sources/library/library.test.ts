import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../../../test/fixtures/sources/server-sent-events.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';

// A small library: a film in two qualities with SubRip captions, an episode tagged by TMDB id with WebVTT
// captions, and an HLS film whose levels are in subfolders.
const library = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-library-'));
const files: Record<string, string | Buffer> = {
  'Movies/M (1931)/M (1931) 1080p.mp4': Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256)),
  'Movies/M (1931)/M (1931) 720p.mp4': 'small',
  'Movies/M (1931)/M (1931) 1080p.en.srt': '1\n00:00:01,000 --> 00:00:02,500\nCaf\xe9 <i>noir</i>\n',
  'Movies/M (1931)/.hidden.mp4': 'hidden',
  'Movies/Metropolis (1927)/Metropolis (1927).mp4': 'another film',
  'TV/Whatever {tmdb-1396}/Season 01/Breaking.Bad.S01E03.mkv': 'episode',
  'TV/Whatever {tmdb-1396}/Season 01/Breaking.Bad.S01E03.es.vtt': 'WEBVTT\n\n00:01.000 --> 00:02.000\nHola\n',
  'TV/Whatever {tmdb-1396}/Season 01/Breaking.Bad.S01E04.mkv': 'next episode',
  'Films/Frankenstein (1931)/master.m3u8': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n720p/index.m3u8\n',
  'Films/Frankenstein (1931)/720p/index.m3u8': '#EXTM3U\n',
  'notes.txt': 'not media',
};
for (const [name, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(library, name)), { recursive: true });
  fs.writeFileSync(
    path.join(library, name),
    typeof content === 'string' ? Buffer.from(content, 'latin1') : content,
  );
}

const movie = { type: 'movie', title: 'M', releaseYear: 1931, tmdbId: '832', imdbId: null };
const episode = (number: number) => ({
  type: 'show',
  title: 'Breaking Bad',
  releaseYear: 2008,
  tmdbId: '1396',
  imdbId: null,
  season: { number: 1, tmdbId: '' },
  episode: { number, tmdbId: '' },
});

describe.each(testDatabases())('library provider ($name)', (database) => {
  let server: TTestServer;
  const search = (payload: object) =>
    server.app
      .inject({ method: 'POST', url: '/api/sources/search', payload })
      .then((res) => readEvents(res.body));
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  beforeAll(async () => {
    server = await startTestServer(database, { PROVIDERS: 'library', LIBRARY_DIR: library }, { seed: false });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finds a film by title and year, its qualities in one stream, its captions as WebVTT', async () => {
    const events = await search(movie);
    expect(events.map((e) => e.event)).toEqual(['trying', 'found']);
    expect(events[0]!.data).toEqual({ provider: 'library', name: 'Library', chain: ['Library'] });
    expect(events[1]!.data.streams).toEqual([
      {
        id: '1-Movies/M (1931)/M (1931) 1080p.mp4',
        name: 'Library: M (1931) 1080p',
        provider: 'library',
        type: 'file',
        qualities: {
          '1080': { url: '/api/sources/library/Movies/M%20(1931)/M%20(1931)%201080p.mp4', type: 'mp4' },
          '720': { url: '/api/sources/library/Movies/M%20(1931)/M%20(1931)%20720p.mp4', type: 'mp4' },
        },
        captions: [
          {
            id: 'caption-Movies/M (1931)/M (1931) 1080p.en.srt',
            language: 'en',
            label: 'English',
            url: '/api/sources/library-captions/Movies/M%20(1931)/M%20(1931)%201080p.en.srt',
            type: 'vtt',
          },
        ],
      },
    ]);
  });

  it('serves library videos with range requests, and SubRip captions converted to WebVTT', async () => {
    const url = '/api/sources/library/Movies/M%20(1931)/M%20(1931)%201080p.mp4';
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.length).toBe(5000);
    const part = await get(url, { range: 'bytes=4000-' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4000-4999/5000');
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(4000));
    const captions = await get('/api/sources/library-captions/Movies/M%20(1931)/M%20(1931)%201080p.en.srt');
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nCafé <i>noir</i>\n');
  });

  it('finds an episode by its tagged folder and S01E03, with its WebVTT captions', async () => {
    const events = await search(episode(3));
    const [stream] = events[1]!.data.streams as Array<Record<string, unknown>>;
    expect(stream).toMatchObject({
      type: 'file',
      qualities: { unknown: { type: 'mkv' } },
      captions: [{ language: 'es', label: 'Spanish', type: 'vtt' }],
    });
    const caption = (stream!.captions as Array<{ url: string }>)[0]!;
    expect((await get(caption.url)).body).toBe('WEBVTT\n\n00:01.000 --> 00:02.000\nHola\n');
    expect((await search(episode(5))).map((e) => e.event)).toEqual(['trying', 'none']);
  });

  it('offers an HLS film as its master playlist only', async () => {
    const events = await search({ ...movie, title: 'Frankenstein', tmdbId: '3035' });
    expect(events[1]!.data.streams).toEqual([
      expect.objectContaining({
        type: 'hls',
        playlist: '/api/sources/library/Films/Frankenstein%20(1931)/master.m3u8',
      }),
    ]);
    const level = await get('/api/sources/library/Films/Frankenstein%20(1931)/720p/index.m3u8');
    expect(level.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  });

  it('answers none for a title the library does not have', async () => {
    const events = await search({ ...movie, title: 'Nosferatu', releaseYear: 1922, tmdbId: '653' });
    expect(events).toEqual([
      { event: 'trying', data: { provider: 'library', name: 'Library', chain: ['Library'] } },
      { event: 'none', data: { tried: ['Library'] } },
    ]);
  });

  it.each([
    ['a file that is not media', '/api/sources/library/notes.txt', 404],
    ['a missing file', '/api/sources/library/Movies/none.mp4', 404],
    ['a hidden file', '/api/sources/library/Movies/M%20(1931)/.hidden.mp4', 400],
    ['a way out of the library', '/api/sources/library/Movies%2F..%2F..%2Fetc%2Fpasswd.mp4', 400],
    ['a caption that is not a caption', '/api/sources/library-captions/notes.txt', 404],
    ['a missing caption', '/api/sources/library-captions/x.srt', 404],
  ])('refuses %s with a JSON error', async (_, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });
});

afterAll(() => fs.rmSync(library, { recursive: true, force: true }));
