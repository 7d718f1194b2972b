import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postRaw, startTestServer, testDatabases, type TTestServer } from '../test/helper.ts';

describe.each(testDatabases())('the server on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(
      database,
      {},
      {
        seed: false,
        extend: (app) => app.post('/api/_echo', async (req) => req.body),
      },
    );
  });
  afterAll(async () => server?.stop());

  it('reports its health, backend and database engine', async () => {
    const res = await server.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      catalogue: 'local',
      database: { engine: database.name, ok: true },
    });
    expect(res.json().database.latencyMs).toBeTypeOf('number');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await server.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such endpoint: GET /api/nothing-here' });
  });

  it('answers unknown catalogue paths with a TMDB-shaped 404', async () => {
    const res = await server.app.inject('/api/tmdb/3/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, status_code: 34 });
  });

  it('lets browsers keep catalogue answers for a while, but not errors', async () => {
    const genres = await server.app.inject('/api/tmdb/3/genre/movie/list');
    expect(genres.statusCode).toBe(200);
    expect(genres.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
    const missing = await server.app.inject('/api/tmdb/3/movie/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('refuses bad catalogue parameters with a 400 naming the parameter', async () => {
    const res = await server.app.inject('/api/tmdb/3/movie/popular?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, status_code: 47 });
    expect(res.json().status_message).toContain("'page'");
    const badId = await server.app.inject('/api/tmdb/3/movie/abc');
    expect(badId.statusCode).toBe(400);
  });

  it('refuses malformed JSON and oversized bodies with 4xx JSON', async () => {
    const bad = await postRaw(server.app, '/api/_echo', 'application/json', '{"a":');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Request body is not valid JSON' });
    const huge = await postRaw(
      server.app,
      '/api/_echo',
      'application/json',
      JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toContain('too large');
  });
});
