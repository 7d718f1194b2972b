import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArtworkRows } from '../../test/fixtures/images/seed-artwork.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

describe.each(testDatabases())('generated artwork (local mode) on $name', (database) => {
  let server: TTestServer;
  let dataDir: string;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-artwork-'));
    server = await startTestServer(database, { DATA_DIR: dataDir }, { seed: false });
    await seedArtworkRows(server.database.db);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['poster', '/api/images/w342/movie-550-poster.jpg', 'jpeg', 342, 513],
    ['tv poster', '/api/images/w92/tv-1396-poster.jpg', 'jpeg', 92, 138],
    ['backdrop', '/api/images/w780/movie-550-backdrop.jpg', 'jpeg', 780, 439],
    ['tv backdrop', '/api/images/w1280/tv-1396-backdrop.jpg', 'jpeg', 1280, 720],
    ['season poster', '/api/images/w185/tv-1396-s1-poster.jpg', 'jpeg', 185, 278],
    ['episode still', '/api/images/w300/tv-1396-s1e3-still.jpg', 'jpeg', 300, 169],
    ['profile', '/api/images/w185/person-287-profile.jpg', 'jpeg', 185, 278],
    ['profile at h632', '/api/images/h632/person-287-profile.jpg', 'jpeg', 421, 632],
    ['original poster', '/api/images/original/movie-550-poster.jpg', 'jpeg', 2000, 3000],
  ])(
    'renders the %s as a real image of the right format and size',
    async (_kind, url, format, width, height) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([width, height]);
    },
  );

  it('renders logos as transparent PNGs at the size width', async () => {
    for (const url of ['/api/images/w500/movie-550-logo.png', '/api/images/w300/tv-1396-logo.png']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const image = sharp(res.rawPayload);
      const meta = await image.metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(url.includes('w500') ? 500 : 300);
      expect(meta.hasAlpha).toBe(true);
      // The corners are see-through; the middle has the lettering.
      const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0);
      const alphas = Array.from({ length: info.width * info.height }, (_, i) => data[i * 4 + 3] ?? 0);
      expect(Math.max(...alphas)).toBe(255);
    }
  });

  it('draws posters from the title: different titles differ, the same title is byte for byte the same', async () => {
    const fightClub = await get('/api/images/w154/movie-550-poster.jpg');
    const poseidon = await get('/api/images/w154/movie-551-poster.jpg');
    const sameTitle = await get('/api/images/w154/movie-552-poster.jpg');
    expect(fightClub.rawPayload.equals(poseidon.rawPayload)).toBe(false);
    expect(fightClub.rawPayload.equals(sameTitle.rawPayload)).toBe(true);
    // The title is drawn: the poster is not a plain gradient (white lettering is present).
    const stats = await sharp(fightClub.rawPayload).stats();
    expect(stats.channels.every((c) => c.max > 240)).toBe(true);
  });

  it.each([
    '/api/images/w342/movie-999-poster.jpg',
    '/api/images/w342/tv-550-poster.jpg',
    '/api/images/w342/movie-999-logo.png',
    '/api/images/w342/tv-1396-s7-poster.jpg',
    '/api/images/w342/tv-1396-s1e99-still.jpg',
    '/api/images/w342/tv-999-s1e3-still.jpg',
    '/api/images/w342/person-999-profile.jpg',
  ])('answers an unknown id with a JSON 404: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it.each([
    ['an unknown size', '/api/images/w343/movie-550-poster.jpg'],
    ['an upper-case size', '/api/images/W342/movie-550-poster.jpg'],
    ['no file', '/api/images/w342'],
    ['no file after the size', '/api/images/w342/'],
    ['a folder', '/api/images/w342/posters/movie-550-poster.jpg'],
    ['an encoded parent folder', '/api/images/w342/..%2F..%2Fetc%2Fpasswd'],
    ['an encoded slash', '/api/images/w342%2Fmovie-550-poster.jpg'],
    ['the wrong extension', '/api/images/w342/movie-550-poster.png'],
    ['a logo as JPEG', '/api/images/w342/movie-550-logo.jpg'],
    ['a leading zero', '/api/images/w342/movie-0550-poster.jpg'],
    ['an unknown kind', '/api/images/w342/movie-550-banner.jpg'],
    ['a TMDB-style name in local mode', '/api/images/w342/kqjL17yufvn9OVLyXYpvtyrFfak.jpg'],
    ['an SVG in local mode', '/api/images/w342/movie-550-poster.svg'],
    ['a null byte', '/api/images/w342/movie-550-poster.jpg%00.png'],
  ])('refuses %s with a JSON 400', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });

  it('says what is wrong with a bad size, file or path shape', async () => {
    expect((await get('/api/images/w343/movie-550-poster.jpg')).json().error).toContain(
      "params 'size' must be one of w45, w92",
    );
    expect((await get('/api/images/w342/a.b.jpg')).json().error).toContain(
      "params 'file' must be a file name",
    );
    expect((await get('/api/images/w342/posters/a.jpg')).json().error).toContain(
      'Image paths look like /api/images/{size}/{file}',
    );
  });

  it('refuses parent folders sent as they are over HTTP (no path traversal)', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    for (const rawPath of ['/api/images/w342/../../../etc/passwd', '/api/images/../../package.json']) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(`${address}${rawPath}`, { path: rawPath }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error).toEqual(expect.any(String));
    }
  });

  it('answers with a strong ETag and a year-long immutable Cache-Control, and 304 when the tag matches', async () => {
    const first = await get('/api/images/w185/movie-550-poster.jpg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/images/w185/movie-550-poster.jpg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const listed = await get('/api/images/w185/movie-550-poster.jpg', {
      'if-none-match': `"other", W/${etag}`,
    });
    expect(listed.statusCode).toBe(304);
    const stale = await get('/api/images/w185/movie-550-poster.jpg', { 'if-none-match': '"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('keeps generated artwork on disk and serves it from there afterwards', async () => {
    const url = '/api/images/w92/movie-551-poster.jpg';
    const first = await get(url);
    const file = path.join(dataDir, 'image-cache', 'local-v1', 'w92', 'movie-551-poster.jpg');
    expect(fs.readFileSync(file).equals(first.rawPayload)).toBe(true);
    // Replace the cached file: a second request must answer with it, not draw again.
    const marker = await sharp({ create: { width: 92, height: 138, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    fs.writeFileSync(file, marker);
    const second = await get(url);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(fs.readFileSync(file).equals(marker)).toBe(true);
  });

  it('draws each piece once when many ask at the same time', async () => {
    const url = '/api/images/w500/tv-1396-s1e3-still.jpg';
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  });
});
