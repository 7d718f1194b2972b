import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

// A stand-in for the built web app: index.html and one hashed asset.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(
  path.join(webDist, 'assets', 'app-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
// The build's brotli copy of an asset (its content only has to be told apart here).
fs.writeFileSync(path.join(webDist, 'assets', 'big-def456.js'), 'x'.repeat(5000));
fs.writeFileSync(path.join(webDist, 'assets', 'big-def456.js.br'), 'brotli copy');
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

describe('serving the web app', () => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(
      testDatabases()[0]!,
      {},
      {
        seed: false,
        webDist,
        extend: (app) =>
          app.get('/api/_big', async () => ({ items: Array.from({ length: 300 }, (_, i) => ({ id: i })) })),
      },
    );
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('serves hashed assets for a year and other files for five minutes', async () => {
    const asset = await server.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await server.app.inject('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('sends scripts and catalogue JSON compressed when the browser accepts it', async () => {
    const script = await server.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.rawPayload.length).toBeLessThan(1000);
    const json = await server.app.inject({
      url: '/api/_big',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(json.headers['content-encoding']).toBe('gzip');
    const plain = await server.app.inject('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends pages compressed as the browser accepts, and says answers vary by it', async () => {
    const brotli = await server.app.inject({ url: '/movies', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toContain('<div id="root">');
    const gzip = await server.app.inject({ url: '/no/such/page', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(404);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toContain('<div id="root">');
    const refused = await server.app.inject({ url: '/movies', headers: { 'accept-encoding': 'br;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<div id="root">');
    for (const page of [brotli, gzip, refused]) expect(page.headers.vary).toContain('accept-encoding');
  });

  it("sends the build's own brotli copy of an asset as it is", async () => {
    const res = await server.app.inject({
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli copy');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  /** Expects the web app's index.html, never cached, with `status`. */
  async function expectIndexHtml(url: string, status: number) {
    const page = await server.app.inject(url);
    expect(page.statusCode, url).toBe(status);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  }

  it('answers every page of the web app with index.html (history fallback), never cached', async () => {
    for (const url of [
      '/',
      '/movies',
      '/series/1396-breaking-bad/1/2?play=true',
      '/forgot-password',
      '/reset-password?token=abc',
      '/account/',
      '/Movies/550',
      // A title that does not exist is the title page's own not-found state, still a page of the app.
      '/movies/999999999-nothing',
    ]) {
      await expectIndexHtml(url, 200);
    }
  });

  it('answers an address the web app has no page for with 404 and index.html (its Not-found page)', async () => {
    for (const url of [
      '/no/such/page',
      '/moviess',
      '/series/1396/1',
      '/account/settings?tab=x',
      '/movies/550/cast',
    ]) {
      await expectIndexHtml(url, 404);
    }
    expect((await server.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it('keeps server paths out of the fallback: JSON 404s for /api and /img, and for other methods', async () => {
    expect((await server.app.inject('/api/unknown')).json()).toEqual({
      error: 'No such endpoint: GET /api/unknown',
    });
    expect((await server.app.inject('/img/nothing')).statusCode).toBe(404);
    const post = await server.app.inject({ method: 'POST', url: '/movies' });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toContain('POST /movies');
  });

  it('answers a missing asset or file with a JSON 404, never with index.html', async () => {
    for (const url of [
      '/assets/x.js',
      '/assets/app-abc123.css',
      '/assets/nested/dir',
      '/robots.txt',
      '/movies/x.png',
    ]) {
      const res = await server.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error).toMatch(/^No such file: /);
    }
    const hostile = await server.app.inject('/assets/%3Cscript%3E.js');
    expect(hostile.body).not.toMatch(/[<>]/);
  });
});
