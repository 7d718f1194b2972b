// The inputs once seen to end in a 500 or in the framework's own error body, each answered now with a clear
// 4xx in the shape of its scope (TMDB's under /api/tmdb/3, `{ error }` elsewhere).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue, startCatalogueServer } from '../../test/fixtures/catalogue/catalogue-fixture.ts';
import { testDatabases, type TTestServer } from '../../test/helper.ts';

const TMDB_ERROR_KEYS = ['status_code', 'status_message', 'success'];

function expectTmdbError(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  status: number,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(TMDB_ERROR_KEYS);
  expect(body.success).toBe(false);
  expect(res.body).not.toMatch(/[<>]/);
  return body.status_message as string;
}

describe.each(testDatabases())('hostile input on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
  });
  afterAll(async () => server?.stop());

  it.each(['0x226', '%20550', '550.0', '0550', '1e3', '2147483648', '99999999999999999999', '-550', '0'])(
    'refuses the id movie/%s with a 400 naming the rule',
    async (id) => {
      expect(expectTmdbError(await getCatalogue(server, `/movie/${id}`), 400)).toContain(
        "params 'id' must be a positive whole number",
      );
    },
  );

  it('takes season 0 (specials) and refuses a season number that is not plain decimal', async () => {
    expect((await getCatalogue(server, '/tv/1396/season/0')).statusCode).not.toBe(400);
    expectTmdbError(await getCatalogue(server, '/tv/1396/season/1.0'), 400);
    expectTmdbError(await getCatalogue(server, '/tv/1396/season/1/episode/%2B1'), 400);
  });

  it('refuses a NUL byte or another control character in a search query', async () => {
    for (const q of ['a%00b', '%1B%5B31m', 'x%7F', '%C2%85']) {
      const message = expectTmdbError(await getCatalogue(server, `/search/multi?query=${q}`), 400);
      expect(message).toBe("Invalid request: query parameter 'query' must not contain control characters");
    }
  });

  it('searches a query of dashes or full-text operators without failing', async () => {
    for (const q of ['-'.repeat(33), '-'.repeat(99), '!(a|b)&:*', "'''", '\\\\']) {
      const res = await getCatalogue(server, `/search/multi?query=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('refuses integers past 32 bits, fractions and exponents in discover', async () => {
    for (const field of ['with_genres', 'without_genres', 'with_watch_providers', 'vote_count.gte']) {
      for (const value of ['4294967296', '2147483648', '1.5', '1e10']) {
        const message = expectTmdbError(await getCatalogue(server, `/discover/movie?${field}=${value}`), 400);
        expect(message).toContain(`query parameter '${field}'`);
      }
    }
  });

  it('refuses impossible dates in discover', async () => {
    for (const field of [
      'primary_release_date.gte',
      'primary_release_date.lte',
      'first_air_date.gte',
      'first_air_date.lte',
    ]) {
      for (const value of ['2020-02-30', '2020-13-45', '0000-00-00']) {
        const message = expectTmdbError(await getCatalogue(server, `/discover/tv?${field}=${value}`), 400);
        expect(message).toContain('must be a real date YYYY-MM-DD');
      }
    }
  });

  it('refuses a repeated parameter', async () => {
    expect(expectTmdbError(await getCatalogue(server, '/movie/popular?page=1&page=2'), 400)).toContain(
      "query parameter 'page' must be given once",
    );
  });

  it('answers a bad percent-encoding in TMDB’s shape under /api/tmdb/3 and as { error } elsewhere', async () => {
    for (const path of ['/movie/%zz', '/movie/%C0%AF', '/movie/%ED%A0%80', '/search/%']) {
      expect(expectTmdbError(await getCatalogue(server, path), 400)).toContain('The path is not valid');
    }
    const outside = await server.app.inject('/api/images/w92/%zz');
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json())).toEqual(['error']);
  });

  it('answers an over-long path segment with a 414 in the right shape', async () => {
    expect(expectTmdbError(await getCatalogue(server, `/movie/${'5'.repeat(101)}`), 414)).toContain(
      'too long (the limit is 100 characters)',
    );
    // The image routes' catch-all takes an over-long file name first: a 400 saying what a path must be.
    const outside = await server.app.inject(`/api/images/w92/${'a'.repeat(120)}.jpg`);
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json())).toEqual(['error']);
  });

  it('answers a body over 1 MB with a 413 in the right shape', async () => {
    const payload = JSON.stringify({ x: 'a'.repeat(1_100_000) });
    const headers = { 'content-type': 'application/json' };
    const catalogue = await server.app.inject({
      method: 'POST',
      url: '/api/tmdb/3/movie/550',
      headers,
      payload,
    });
    expect(expectTmdbError(catalogue, 413)).toBe('Request body is too large (the limit is 1 MB)');
    const other = await server.app.inject({ method: 'POST', url: '/api/nothing', headers, payload });
    expect(other.statusCode).toBe(413);
    expect(other.json()).toEqual({ error: 'Request body is too large (the limit is 1 MB)' });
  });

  it('never echoes markup from the path in a 404', async () => {
    for (const url of [
      '/api/tmdb/3/<script>alert(1)</script>',
      '/api/tmdb/3/%3Cimg%20src=x%3E',
      '/api/<b>',
    ]) {
      const res = await server.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/[<>]/);
    }
  });
});

/** Sends raw bytes to a listening server and returns everything it answers before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node refuses before Fastify sees them', () => {
  let server: TTestServer;
  let port: number;
  beforeAll(async () => {
    server = await startCatalogueServer(testDatabases()[0]!);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => server?.stop());

  it('answers headers over 16 KB with a JSON 431, TMDB-shaped under /api/tmdb/3', async () => {
    const big = `x-big: ${'a'.repeat(20_000)}\r\n`;
    const catalogue = await rawRequest(port, `GET /api/tmdb/3/movie/550 HTTP/1.1\r\nhost: x\r\n${big}\r\n`);
    expect(catalogue).toMatch(/^HTTP\/1\.1 431 /);
    expect(catalogue).toContain('content-type: application/json'.replace('content-type', 'Content-Type'));
    const body = JSON.parse(catalogue.slice(catalogue.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, status_message: expect.stringContaining('too large') });
    const other = await rawRequest(port, `GET /api/health HTTP/1.1\r\nhost: x\r\n${big}\r\n`);
    expect(JSON.parse(other.slice(other.indexOf('\r\n\r\n') + 4))).toEqual({
      error: 'Request headers are too large (the limit is 16 KB)',
    });
  });

  it('answers a request that is not HTTP with a JSON 400', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toHaveProperty('error');
  });
});
