import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordTitleActivity } from '../local/activity.repository.ts';
import { importCatalogue, parseImportFile, readImportFile } from '../local/import-catalogue.ts';
import { CATALOGUE_FIXTURE } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';

const api = (path: string) => `/api/tmdb/3${path}`;
/** A title more popular than any in the fixture: once imported, it heads the popular list. */
const NEWCOMER = { movies: [{ id: 990900, title: 'Overnight Sensation', popularity: 1e6, genre_ids: [18] }] };

describe.each(testDatabases())('the catalogue answer cache on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false, generationPollMs: 100 });
    await importCatalogue(server.database.db, readImportFile(CATALOGUE_FIXTURE));
    await server.answers.refresh();
  });
  afterAll(async () => server?.stop());
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: api(url), headers });

  it('answers a repeated call without asking the catalogue again, also with its query in another order', async () => {
    const discover = vi.spyOn(server.catalogue, 'discover');
    const first = await get('/discover/movie?with_genres=18&sort_by=vote_average.desc');
    const again = await get('/discover/movie?sort_by=vote_average.desc&with_genres=18');
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(discover).toHaveBeenCalledTimes(1);
    discover.mockRestore();
  });

  it('builds one answer for many identical calls at once', async () => {
    const genres = vi.spyOn(server.catalogue, 'genres');
    const all = await Promise.all(Array.from({ length: 8 }, () => get('/genre/tv/list')));
    expect(all.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(genres).toHaveBeenCalledTimes(1);
    genres.mockRestore();
  });

  it('gives every answer a strong ETag of its body, the same from the cache', async () => {
    const first = await get('/movie/popular?page=1');
    const again = await get('/movie/popular?page=1');
    const other = await get('/tv/popular');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(other.headers.etag).not.toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
  });

  it('answers 304 with no body to a matching If-None-Match, weak form and lists included', async () => {
    const { etag } = (await get('/movie/top_rated')).headers as { etag: string };
    for (const tag of [etag, `W/${etag}`, `"nope", ${etag}`]) {
      const res = await get('/movie/top_rated', { 'if-none-match': tag });
      expect(res.statusCode, tag).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
    }
    const changed = await get('/movie/top_rated', { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().results.length).toBeGreaterThan(0);
  });

  it('sends the brotli or gzip form the client takes, each decoding to the same JSON', async () => {
    const url = '/search/multi?query=breaking';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toBe('accept-encoding, cookie');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().results[0].name).toBe('Breaking Bad');
  });

  it('never keeps an error: each failing call asks again and carries no cache headers', async () => {
    const details = vi.spyOn(server.catalogue, 'movieDetails');
    const first = await get('/movie/424242');
    const again = await get('/movie/424242');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, status_code: 34 });
    expect(first.headers.etag).toBeUndefined();
    expect(again.headers['cache-control']).toBeUndefined();
    expect(details).toHaveBeenCalledTimes(2);
    details.mockRestore();
  });

  it('a play moves trending at the next read of the generations, and leaves other answers cached', async () => {
    await get('/trending/tv/day');
    await get('/tv/top_rated');
    const trending = vi.spyOn(server.catalogue, 'trending');
    const list = vi.spyOn(server.catalogue, 'list');
    await recordTitleActivity(server.database.db, { mediaType: 'tv', titleId: 2996, kind: 'play' });
    await server.answers.refresh();
    await get('/trending/tv/day');
    await get('/tv/top_rated');
    expect(trending).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
    trending.mockRestore();
    list.mockRestore();
  });

  it('notices an import by itself, within its poll interval, and answers from the new catalogue', async () => {
    const before = await get('/movie/popular');
    expect(before.json().results[0].id).not.toBe(990900);
    await importCatalogue(server.database.db, parseImportFile(NEWCOMER));
    await vi.waitFor(async () => expect((await get('/movie/popular')).json().results[0].id).toBe(990900), {
      timeout: 5000,
      interval: 50,
    });
    expect((await get('/movie/popular')).headers.etag).not.toBe(before.headers.etag);
  });
});
