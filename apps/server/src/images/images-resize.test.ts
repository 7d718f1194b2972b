import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type ChannelStats } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeImageHost, type TFakeImageHost } from '../../test/fixtures/images/fake-image-host.ts';
import { seedArtworkRows } from '../../test/fixtures/images/seed-artwork.ts';
import { startTestServer, type TTestServer } from '../../test/helper.ts';

const POSTER = '/api/images/w500/movie-550-poster.jpg'; // 500 x 750

describe('/img resizing', () => {
  let server: TTestServer;
  let host: TFakeImageHost;
  let dataDir: string;
  const img = (query: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: `/img?${query}`, headers });
  const poster = (fields = '', headers: Record<string, string> = {}) =>
    img(`url=${encodeURIComponent(POSTER)}${fields}`, headers);
  const metaOf = async (query: string) => {
    const res = await poster(query);
    expect(res.statusCode, res.body).toBe(200);
    return sharp(res.rawPayload).metadata();
  };
  const statsOf = async (query: string) => (await sharp((await poster(query)).rawPayload).stats()).channels;

  beforeAll(async () => {
    host = await startFakeImageHost();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-resize-'));
    server = await startTestServer(
      { name: 'pglite', create: async () => ({ url: undefined, drop: async () => {} }) },
      { DATA_DIR: dataDir, TMDB_IMAGE_URL: host.imageUrl, PUBLIC_ORIGIN: 'https://marquee.example' },
      { seed: false },
    );
    await seedArtworkRows(server.database.db);
  });
  afterAll(async () => {
    await server?.stop();
    await host?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers WebP by default, at the source size when no w or h is given', async () => {
    const res = await poster();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 500, 750]);
  });

  it('resizes to w, to h, and to both with each fit', async () => {
    expect(await metaOf('&w=200')).toMatchObject({ width: 200, height: 300 });
    expect(await metaOf('&h=150')).toMatchObject({ width: 100, height: 150 });
    expect(await metaOf('&w=200&h=100')).toMatchObject({ width: 200, height: 100 }); // cover
    expect(await metaOf('&w=200&h=100&fit=fill')).toMatchObject({ width: 200, height: 100 });
    expect(await metaOf('&w=200&h=100&fit=inside')).toMatchObject({ width: 67, height: 100 });
    expect(await metaOf('&w=200&h=100&fit=outside')).toMatchObject({ width: 200, height: 300 });
    expect(await metaOf('&w=200&h=100&fit=contain')).toMatchObject({ width: 200, height: 100 });
  });

  it('scales w and h by dpr', async () => {
    expect(await metaOf('&w=100&dpr=2')).toMatchObject({ width: 200, height: 300 });
  });

  it('pads contain with bg (hex or name)', async () => {
    for (const bg of ['ff0000', '%23f00', 'red']) {
      const res = await poster(`&w=300&h=100&fit=contain&bg=${bg}&output=png`);
      const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
    }
  });

  it('encodes each output: jpg, jpeg, png, avif, gif, webp', async () => {
    const formats = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', avif: 'heif', gif: 'gif', webp: 'webp' };
    for (const [output, format] of Object.entries(formats)) {
      const res = await poster(`&w=60&output=${output}`);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(60);
    }
  });

  it('uses q for lossy outputs (default 80)', async () => {
    const low = await poster('&w=300&q=5');
    const high = await poster('&w=300&q=95');
    const byDefault = await poster('&w=300');
    const explicit80 = await poster('&w=300&q=80');
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length);
    expect(byDefault.rawPayload.equals(explicit80.rawPayload)).toBe(true);
  });

  it('blurs, sharpens, and changes brightness, contrast and saturation', async () => {
    const plain = (await poster('&w=100')).rawPayload;
    expect((await poster('&w=100&blur=8')).rawPayload.equals(plain)).toBe(false);
    expect((await poster('&w=100&sharp=3')).rawPayload.equals(plain)).toBe(false);
    const mean = (channels: ChannelStats[]) => channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
    const base = mean(await statsOf('&w=100&output=png'));
    expect(mean(await statsOf('&w=100&output=png&brightness=50'))).toBeGreaterThan(base + 10);
    expect(mean(await statsOf('&w=100&output=png&brightness=-50'))).toBeLessThan(base - 10);
    const spread = (channels: ChannelStats[]) => channels[0]?.stdev ?? 0;
    expect(spread(await statsOf('&w=100&output=png&con=80'))).toBeGreaterThan(
      spread(await statsOf('&w=100&output=png')),
    );
    const grey = await statsOf('&w=100&output=png&sat=-100');
    expect(Math.abs((grey[0]?.mean ?? 0) - (grey[2]?.mean ?? 0))).toBeLessThan(2);
  });

  it('rotates by rot (w and h are the size of the rotated answer)', async () => {
    expect(await metaOf('&rot=90')).toMatchObject({ width: 750, height: 500 });
    expect(await metaOf('&w=100&rot=90')).toMatchObject({ width: 100, height: 67 });
    expect(await metaOf('&w=100&rot=270')).toMatchObject({ width: 100, height: 67 });
    expect(await metaOf('&w=100&rot=180')).toMatchObject({ width: 100, height: 150 });
  });

  it('crops a region x,y,w,h of the source before resizing', async () => {
    expect(await metaOf('&crop=10,20,300,200')).toMatchObject({ width: 300, height: 200 });
    expect(await metaOf('&crop=0,0,300,200&w=150')).toMatchObject({ width: 150, height: 100 });
    const outside = await poster('&crop=400,0,200,200');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toContain("'crop'");
  });

  it.each([
    ['w', '&w=0'],
    ['w', '&w=5000'],
    ['w', '&w=12.5'],
    ['h', '&h=abc'],
    ['q', '&q=0'],
    ['q', '&q=101'],
    ['dpr', '&dpr=9'],
    ['output', '&output=bmp'],
    ['fit', '&fit=stretch'],
    ['blur', '&blur=0.1'],
    ['blur', '&blur=1000'],
    ['brightness', '&brightness=150'],
    ['con', '&con=x'],
    ['sat', '&sat=-101'],
    ['sharp', '&sharp=50'],
    ['rot', '&rot=45'],
    ['bg', '&bg=not-a-colour'],
    ['crop', '&crop=1,2,3'],
    ['crop', '&crop=0,0,0,10'],
    ['w', '&w=10&w=20'],
    ['size', '&size=10'],
  ])("refuses a bad '%s' with a 400 naming it", async (field, query) => {
    const res = await poster(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(`'${field}'`);
  });

  it('refuses a missing url with a 400', async () => {
    const res = await img('w=100');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("'url'");
  });

  it('accepts our images by relative URL, on the request host, and on PUBLIC_ORIGIN', async () => {
    const relative = await poster('&w=50');
    for (const origin of ['http://localhost:80', 'https://marquee.example']) {
      const res = await img(`url=${encodeURIComponent(origin + POSTER)}&w=50`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(relative.rawPayload)).toBe(true);
    }
    const missing = await img(`url=${encodeURIComponent('/api/images/w500/movie-999-poster.jpg')}`);
    expect(missing.statusCode).toBe(404);
  });

  it("accepts the TMDB image host's images", async () => {
    const res = await img(`url=${encodeURIComponent(`${host.imageUrl}/w342/poster.jpg`)}&w=100&output=jpg`);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 100 });
  });

  it('caches results on disk by the normalised query, with ETag, Cache-Control and 304', async () => {
    const first = await poster('&w=120&fit=cover&q=80');
    // Same fields in another order and with the defaults left out: the same cached result.
    const same = await img(`w=120&url=${encodeURIComponent(POSTER)}`);
    expect(same.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const files = fs.readdirSync(path.join(dataDir, 'image-cache', 'resized'), { recursive: true });
    expect(files.some((f) => String(f).endsWith('.webp'))).toBe(true);
    const notModified = await poster('&w=120', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);
  });

  it('answers with a strong ETag of the bytes, and the whole image again when the tag does not match', async () => {
    const first = await poster('&w=90');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const other = await poster('&w=91');
    expect(other.headers.etag).not.toBe(etag);
    const stale = await poster('&w=90', { 'if-none-match': String(other.headers.etag) });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await poster('&w=90', { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
  });

  it('words a refusal through the contract: the field, the rule, and the known fields for an unknown one', async () => {
    expect((await poster('&w=0')).json().error).toBe(
      "Invalid request: query parameter 'w' must be an integer from 1 to 4096",
    );
    expect((await poster('&callback=f')).json().error).toContain(
      "query parameter 'callback' is not known; use url, w, h, dpr, q, output, fit, blur",
    );
  });
});
