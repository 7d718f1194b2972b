import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler, installNotFoundHandler } from './error-handler.ts';
import { NotFoundError } from '../shared/errors.ts';
import { seedArtworkRows } from '../../test/fixtures/images/seed-artwork.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

// A stand-in for the built web app, with an inline script like the real theme script.
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true);";
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-web-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-1.js"></script></head>`,
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1);');
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

const TWO_MB = 'x'.repeat(2 * 1024 * 1024);

/** A feature plugin with an error shape of its own, as later features (accounts, sync) will have. */
async function demoPlugin(app: FastifyInstance): Promise<void> {
  const shape = (status: number, message: string) => ({ ok: false, code: status, reason: message });
  installErrorHandler(app, shape);
  installNotFoundHandler(app, shape);
  app.get('/thing/:id', async () => {
    throw new NotFoundError('No such thing.');
  });
}

describe.each(testDatabases())('security headers, body limits and error shapes on $name', (database) => {
  let server: TTestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-security-'));
    server = await startTestServer(
      database,
      { DATA_DIR: dataDir },
      {
        seed: false,
        webDist,
        extend: (app) => {
          app.post('/api/_echo', async (request) => request.body);
          void app.register(demoPlugin, { prefix: '/api/demo' });
        },
      },
    );
    await seedArtworkRows(server.database.db);
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  it('puts the security headers on pages, JSON, images, assets, 304s and errors', async () => {
    const genres = await get('/api/tmdb/3/genre/movie/list');
    const answers = {
      page: await get('/movies'),
      asset: await get('/assets/app-1.js'),
      json: await get('/api/health'),
      catalogue: genres,
      cachedCatalogue: await get('/api/tmdb/3/genre/movie/list'),
      notModified: await get('/api/tmdb/3/genre/movie/list', {
        'if-none-match': genres.headers.etag as string,
      }),
      image: await get('/api/images/w92/movie-550-poster.jpg'),
      notFound: await get('/api/nothing'),
      badRequest: await get('/api/tmdb/3/movie/abc'),
      tooLarge: await server.app.inject({ method: 'POST', url: '/nowhere', payload: TWO_MB }),
    };
    expect(answers.image.headers['content-type']).toBe('image/jpeg');
    expect(answers.notModified.statusCode).toBe(304);
    for (const [kind, res] of Object.entries(answers)) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp, kind).toContain(`script-src 'self' ${THEME_HASH}`);
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        "media-src 'self' blob:",
        "worker-src 'self' blob:",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
        "form-action 'self'",
      ]) {
        expect(csp, `${kind}: ${directive}`).toContain(directive);
      }
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(res.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by'], kind).toBeUndefined();
      expect(res.headers.server, kind).toBeUndefined();
    }
  });

  it('allows no inline script but the hashed ones', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${THEME_HASH}`);
  });

  it.each([
    ['an unknown API path', 'POST', '/api/nothing-here', 'application/json'],
    ['an unknown page path', 'POST', '/no/such/page', 'application/octet-stream'],
    ['a known GET route, posted to', 'POST', '/api/health', 'text/plain'],
    ['a known GET route, with a body', 'GET', '/api/health', 'application/json'],
    ['a known POST route', 'POST', '/api/_echo', 'application/json'],
    ['a path of no known type', 'PUT', '/img', 'image/png'],
  ])('refuses a 2 MB body with a 413 JSON answer on %s', async (_where, method, url, type) => {
    const res = await server.app.inject({
      method: method as 'GET' | 'POST' | 'PUT',
      url,
      headers: { 'content-type': type },
      payload: TWO_MB,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large (the limit is 1 MB)' });
  });

  it('refuses a 2 MB body under the catalogue with a TMDB-shaped 413', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/tmdb/3/nothing', payload: TWO_MB });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, status_code: 47 });
  });

  it('words errors as the plugin they happen in does: TMDB under the catalogue, { error } elsewhere', async () => {
    expect((await get('/api/tmdb/3/no/such/path')).json()).toEqual({
      success: false,
      status_code: 34,
      status_message: 'No such endpoint: GET /api/tmdb/3/no/such/path',
    });
    expect((await get('/api/tmdb/3/movie/987654')).json()).toMatchObject({ success: false, status_code: 34 });
    expect((await get('/api/tmdb/3/movie/popular?page=0')).json()).toMatchObject({ status_code: 47 });
    expect((await get('/api/no/such/path')).json()).toEqual({
      error: 'No such endpoint: GET /api/no/such/path',
    });
    expect((await get('/api/images/w92/movie-987654-poster.jpg')).json()).toHaveProperty('error');
    const demo = await get('/api/demo/thing/1');
    expect(demo.statusCode).toBe(404);
    expect(demo.json()).toEqual({ ok: false, code: 404, reason: 'No such thing.' });
    expect((await get('/api/demo/nothing')).json()).toMatchObject({ ok: false, code: 404 });
  });
});
