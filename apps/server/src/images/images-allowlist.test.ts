import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeImageHost, type TFakeImageHost } from '../../test/fixtures/images/fake-image-host.ts';
import { seedArtworkRows } from '../../test/fixtures/images/seed-artwork.ts';
import { startTestServer, type TTestServer } from '../../test/helper.ts';

describe('/img allowlist (no open proxy, no SSRF)', () => {
  let server: TTestServer;
  let host: TFakeImageHost;
  let dataDir: string;
  const img = (url: string) => server.app.inject(`/img?w=50&url=${encodeURIComponent(url)}`);
  const expectRefused = async (url: string, why?: string) => {
    const res = await img(url);
    expect(res.statusCode, `${url} -> ${res.body}`).toBe(400);
    expect(res.json().error).toContain("'url'");
    if (why) expect(res.json().error).toContain(why);
  };

  beforeAll(async () => {
    host = await startFakeImageHost();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-allowlist-'));
    server = await startTestServer(
      { name: 'pglite', create: async () => ({ url: undefined, drop: async () => {} }) },
      { DATA_DIR: dataDir, TMDB_IMAGE_URL: host.imageUrl },
      { seed: false },
    );
    await seedArtworkRows(server.database.db);
  });
  afterAll(async () => {
    await server?.stop();
    await host?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('allows our own images and the configured TMDB image host', async () => {
    expect((await img('/api/images/w185/movie-550-poster.jpg')).statusCode).toBe(200);
    expect((await img(`${host.imageUrl}/w342/poster.jpg`)).statusCode).toBe(200);
  });

  it.each([
    ['another host', 'https://evil.example/poster.jpg', 'not allowed'],
    ['a look-alike of the TMDB host', 'https://image.tmdb.org.evil.example/t/p/w342/a.jpg', 'not allowed'],
    ['a protocol-relative URL to another host', '//evil.example/poster.jpg', 'not allowed'],
    ['a backslash trick', '/\\evil.example/poster.jpg', 'not allowed'],
    ['127.0.0.1', 'http://127.0.0.1/poster.jpg', 'IP address'],
    ['10.x', 'http://10.0.0.1/poster.jpg', 'IP address'],
    ['172.16.x', 'http://172.16.5.4/poster.jpg', 'IP address'],
    ['192.168.x', 'http://192.168.1.1/poster.jpg', 'IP address'],
    ['169.254.x (cloud metadata)', 'http://169.254.169.254/latest/meta-data/', 'IP address'],
    ['[::1]', 'http://[::1]/poster.jpg', 'IP address'],
    ['[fd00::1]', 'http://[fd00::1]/poster.jpg', 'IP address'],
    ['[fe80::1]', 'http://[fe80::1]/poster.jpg', 'IP address'],
    ['an IPv4-mapped IPv6 address', 'http://[::ffff:127.0.0.1]/poster.jpg', 'IP address'],
    ['a decimal IP', 'http://2130706433/poster.jpg', 'IP address'],
    ['a hex IP', 'http://0x7f.1/poster.jpg', 'IP address'],
    ['file://', 'file:///etc/passwd', 'http or https'],
    ['ftp://', 'ftp://example.com/poster.jpg', 'http or https'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo=', 'http or https'],
    ['javascript:', 'javascript:alert(1)', 'http or https'],
    ['gopher:', 'gopher://127.0.0.1:6379/_INFO', 'http or https'],
    ['not a URL', 'http://', 'not a valid URL'],
    ['a URL that is too long', `/api/images/w92/${'a'.repeat(2100)}.jpg`, 'longer than'],
    ['another of our paths', '/api/health', '/api/images/'],
    ['our /img itself', '/img?url=/api/images/w92/movie-550-poster.jpg', 'query string'],
  ])('refuses %s', async (_case, url, why) => {
    await expectRefused(url, why);
  });

  it('refuses the TMDB host on another port, outside its path, with credentials or a query string', async () => {
    const port = Number(new URL(host.origin).port);
    await expectRefused(`http://127.0.0.1:${port + 1}/t/p/w342/poster.jpg`, 'IP address');
    await expectRefused(`${host.origin}/other/w342/poster.jpg`, 'must be under');
    await expectRefused(
      host.imageUrl.replace('http://', 'http://user:secret@') + '/w342/poster.jpg',
      'credentials',
    );
    await expectRefused(`${host.imageUrl}/w342/poster.jpg?x=1`, 'query string');
    await expectRefused(`${host.imageUrl}/w342/../../etc/passwd`, 'must be under');
    expect(host.hits('/t/p/w342/poster.jpg')).toBeLessThanOrEqual(1);
  });

  it('refuses a redirect without following it', async () => {
    const before = host.hits('/t/p/w342/poster.jpg');
    await expectRefused(`${host.imageUrl}/w92/redirect.jpg`, 'redirect');
    expect(host.hits('/t/p/w92/redirect.jpg')).toBe(1);
    expect(host.hits('/t/p/w342/poster.jpg')).toBe(before);
  });

  it('refuses an image over 15 MB, with or without Content-Length, and keeps nothing', async () => {
    await expectRefused(`${host.imageUrl}/original/huge.jpg`, 'larger than');
    await expectRefused(`${host.imageUrl}/original/huge-chunked.jpg`, 'larger than');
    const tmdbCache = path.join(dataDir, 'image-cache', 'tmdb', 'original');
    const kept = fs.existsSync(tmdbCache) ? fs.readdirSync(tmdbCache) : [];
    expect(kept.filter((f) => f.startsWith('huge'))).toEqual([]);
  });

  it('refuses an answer that is not an image', async () => {
    await expectRefused(`${host.imageUrl}/w92/page.jpg`, 'not point at an image');
  });

  it('answers 404 when the TMDB host has no such image', async () => {
    const res = await img(`${host.imageUrl}/w92/missing.jpg`);
    expect(res.statusCode).toBe(404);
  });
});
