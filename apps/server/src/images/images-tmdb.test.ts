import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeImageHost, type TFakeImageHost } from '../../test/fixtures/images/fake-image-host.ts';
import { startTestServer, type TTestServer } from '../../test/helper.ts';

describe('/api/images in tmdb mode', () => {
  let server: TTestServer;
  let host: TFakeImageHost;
  let dataDir: string;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  beforeAll(async () => {
    host = await startFakeImageHost();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-tmdb-images-'));
    server = await startTestServer(
      { name: 'pglite', create: async () => ({ url: undefined, drop: async () => {} }) },
      { DATA_DIR: dataDir, CATALOGUE: 'tmdb', TMDB_TOKEN: 'test-token', TMDB_IMAGE_URL: host.imageUrl },
      { seed: false },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await host?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("fetches TMDB's image once, keeps it on disk and serves it from there afterwards", async () => {
    const first = await get('/api/images/w342/poster.jpg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 342 });
    const second = await get('/api/images/w342/poster.jpg');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(host.hits('/t/p/w342/poster.jpg')).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'image-cache', 'tmdb', 'w342', 'poster.jpg'))).toBe(true);
    const notModified = await get('/api/images/w342/poster.jpg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    const stale = await get('/api/images/w342/poster.jpg', { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('fetches an image only once when many ask at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => get('/api/images/original/poster.jpg')),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(host.hits('/t/p/original/poster.jpg')).toBe(1);
  });

  it('resizes our own /api/images URLs from the same cache, without fetching again', async () => {
    const res = await server.app.inject(
      `/img?url=${encodeURIComponent('/api/images/w342/poster.jpg')}&w=100`,
    );
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 100 });
    expect(host.hits('/t/p/w342/poster.jpg')).toBe(1);
  });

  it('serves SVG logos with a policy that stops any script in them', async () => {
    const res = await get('/api/images/w500/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 404 for an image TMDB does not have, and 502 when TMDB redirects or sends too much', async () => {
    expect((await get('/api/images/w92/missing.jpg')).statusCode).toBe(404);
    const redirect = await get('/api/images/w92/redirect.jpg');
    expect(redirect.statusCode).toBe(502);
    expect(redirect.json().error).toContain('redirect');
    expect((await get('/api/images/original/huge.jpg')).statusCode).toBe(502);
  });

  it('still refuses bad sizes and paths with 400', async () => {
    for (const url of [
      '/api/images/w1/poster.jpg',
      '/api/images/w342/a.b.jpg',
      '/api/images/w342/..%2Fx.jpg',
    ]) {
      expect((await get(url)).statusCode).toBe(400);
    }
  });
});
