import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeImageHost, type TFakeImageHost } from '../../test/fixtures/images/fake-image-host.ts';
import { seedArtworkRows } from '../../test/fixtures/images/seed-artwork.ts';
import { startTestServer, type TTestServer } from '../../test/helper.ts';

const BACKDROP = '/api/images/w1280/movie-550-backdrop.jpg';
const POSTER = '/api/images/w500/movie-550-poster.jpg';
const CACHE_MAX_MB = 0.2;
const MISSES_PER_MINUTE = 4;

/** Every file under a folder with its size. */
function filesUnder(folder: string): { file: string; size: number }[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, size: fs.statSync(file).size };
    });
}

describe('/img limits: caps, cache key, rate limit, cache size, concurrency (issue 7)', () => {
  let server: TTestServer;
  let host: TFakeImageHost;
  let dataDir: string;
  let client = 0;
  /** Each test asks as its own client address, behind a proxy on this machine (TRUST_PROXY=loopback). */
  const asClient = () => `198.18.0.${++client}`;
  const img = (url: string, fields: string, address: string) =>
    server.app.inject({
      url: `/img?url=${encodeURIComponent(url)}${fields}`,
      headers: { 'x-forwarded-for': address },
    });

  beforeAll(async () => {
    host = await startFakeImageHost();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-img-limits-'));
    server = await startTestServer(
      { name: 'pglite', create: async () => ({ url: undefined, drop: async () => {} }) },
      {
        DATA_DIR: dataDir,
        TRUST_PROXY: 'loopback',
        TMDB_IMAGE_URL: host.imageUrl,
        IMAGE_CACHE_MAX_MB: String(CACHE_MAX_MB),
        IMAGE_RESIZES_PER_MINUTE: String(MISSES_PER_MINUTE),
      },
      { seed: false, images: { resizeLimits: { concurrency: 1, queue: 0 }, pruneIntervalMs: 0 } },
    );
    await seedArtworkRows(server.database.db);
  });
  afterAll(async () => {
    await host?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('caps the former worst case (4096 x 4096 GIF of a backdrop) to the GIF pixel budget', async () => {
    const res = await img(BACKDROP, '&w=4096&h=4096&output=gif&q=96', asClient());
    expect(res.statusCode, res.body).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      format: 'gif',
      width: 1024,
      height: 1024,
    });
  });

  it('caps a side to 2560 pixels after dpr and the pixels to 4 MP, keeping the shape; w over 4096 is a 400', async () => {
    const address = asClient();
    const wide = await img(BACKDROP, '&w=1920&dpr=2', address);
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 2560, height: 1440 });
    const tall = await img(POSTER, '&h=3000&output=jpg', address);
    expect(await sharp(tall.rawPayload).metadata()).toMatchObject({ width: 1672, height: 2508 }); // 1707 x 2560 is over 4 MP
    const tooBig = await img(POSTER, '&w=5000', address);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error).toBe(
      "Invalid request: query parameter 'w' must be an integer from 1 to 4096",
    );
  });

  it('keys the cache by what shapes the image: q of a PNG, dpr and defaults share one file', async () => {
    const address = asClient();
    const first = await img(POSTER, '&w=70&output=png&q=10', address);
    expect(first.headers['x-cache']).toBe('MISS');
    for (const fields of ['&w=70&output=png&q=95', '&output=png&w=35&dpr=2&fit=cover&rot=0']) {
      const again = await img(POSTER, fields, address);
      expect([again.headers['x-cache'], again.headers.etag]).toEqual(['HIT', first.headers.etag]);
    }
    expect((await img(POSTER, '&w=71&output=png', address)).headers['x-cache']).toBe('MISS');
  });

  it('limits misses per client address with a 429 and Retry-After, never hits, nor other clients', async () => {
    const address = asClient();
    const misses = [];
    for (let width = 40; width < 40 + MISSES_PER_MINUTE; width += 1) {
      misses.push((await img(POSTER, `&w=${width}`, address)).statusCode);
    }
    expect(misses).toEqual(Array(MISSES_PER_MINUTE).fill(200));
    const limited = await img(POSTER, '&w=99', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/^Too many new image sizes asked for \(the limit is 4 a minute\)/);
    const hit = await img(POSTER, '&w=40', address);
    expect([hit.statusCode, hit.headers['x-cache']]).toEqual([200, 'HIT']);
    expect((await img(POSTER, '&w=99', asClient())).statusCode).toBe(200);
  });

  it('keeps the image cache under IMAGE_CACHE_MAX_MB: the least recently used files go, the newest stay', async () => {
    const address = asClient();
    const cacheDir = path.join(dataDir, 'image-cache');
    const asked = ['&w=301', '&w=302', '&w=303', '&w=304'].map((size) => `${size}&output=png`);
    for (const fields of asked) {
      expect((await img(BACKDROP, fields, address)).headers['x-cache']).toBe('MISS');
    }
    const maxBytes = CACHE_MAX_MB * 1024 * 1024;
    await vi.waitFor(() => {
      expect(filesUnder(cacheDir).reduce((sum, entry) => sum + entry.size, 0)).toBeLessThanOrEqual(maxBytes);
    });
    expect((await img(BACKDROP, asked.at(-1) ?? '', address)).headers['x-cache']).toBe('HIT');
    // A miss again (asked by another client: this one has used its misses for the minute).
    expect((await img(BACKDROP, asked[0] ?? '', asClient())).headers['x-cache']).toBe('MISS');
  });

  it('answers 503 with Retry-After when every resize slot and queue place is taken', async () => {
    const cachedAddress = asClient();
    expect((await img(POSTER, '&w=12', cachedAddress)).statusCode).toBe(200);
    // The only slot stays taken: this source never arrives.
    const held = img(`${host.imageUrl}/w92/slow.jpg`, '&w=10', asClient());
    await vi.waitFor(() => expect(host.hits('/t/p/w92/slow.jpg')).toBe(1));
    const busy = await img(POSTER, '&w=11', asClient());
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({ error: 'The image resizer is busy; please retry shortly' });
    const cached = await img(POSTER, '&w=12', cachedAddress);
    expect([cached.statusCode, cached.headers['x-cache']]).toEqual([200, 'HIT']);
    await host.close();
    expect((await held).statusCode).toBe(502);
  });
});
