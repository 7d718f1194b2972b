// The rating filter end to end on the local catalogue (the sample catalogue with its certifications): what a
// visitor whose content filtering is strict or moderate gets from every kind of catalogue answer.
import { CONTENT_FILTER_COOKIE } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCatalogue, parseImportFile } from '../local/import-catalogue.ts';
import { startCatalogueServer } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { testDatabases, type TTestServer } from '../../../test/helper.ts';

interface TItem {
  id: number;
  media_type?: string;
  known_for?: TItem[];
}
interface TPageBody {
  page: number;
  results: TItem[];
  total_pages: number;
  total_results: number;
}

const api = (path: string) => `/api/tmdb/3${path}`;
const cookieOf = (filter: string) => ({ cookie: `theme=dark; ${CONTENT_FILTER_COOKIE}=${filter}` });

// Fixture titles by their US certification.
const EL_CAMINO = 559969; // R
const THE_MATRIX = 603; // R (theatrical; an earlier release has none)
const SPIRITED_AWAY = 129; // PG
const BREAKING_DAWN = 50619; // PG-13
const OBSCURE_GEM = 990001; // none
const BREAKING_BAD = 1396; // TV-MA
const THE_OFFICE = 2316; // TV-14
const ADULT_MOVIES = [EL_CAMINO, THE_MATRIX];

/**
 * Seventy more dramas, from the most popular down, each with a certification of the scale in turn (or
 * "NR", or none), so lists run to several pages with titles of every rating on each.
 */
const RATINGS = ['G', 'PG', 'PG-13', 'R', 'NC-17', 'NR', undefined];
const MANY = Array.from({ length: 70 }, (_, i) => ({
  id: 995_000 + i,
  title: `Rated Drama ${i}`,
  popularity: 500 - i,
  vote_count: 300,
  vote_average: 7,
  genre_ids: [18],
  ...(RATINGS[i % RATINGS.length] ? { certifications: { US: RATINGS[i % RATINGS.length] } } : {}),
}));
const ratingOf = (id: number) => RATINGS[(id - 995_000) % RATINGS.length];

describe.each(testDatabases())('the rating filter on the local catalogue, $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
    await importCatalogue(server.database.db, parseImportFile({ movies: MANY }));
    await server.answers.refresh();
  });
  afterAll(async () => server?.stop());

  const get = (path: string, filter?: string) =>
    server.app.inject({ url: api(path), headers: filter ? cookieOf(filter) : {} });

  /** Every page of a list, as a visitor paging through it would read them. */
  async function allPages(path: string, filter?: string): Promise<{ ids: number[]; first: TPageBody }> {
    const join = path.includes('?') ? '&' : '?';
    const first = (await get(`${path}${join}page=1`, filter)).json<TPageBody>();
    const ids = first.results.map((item) => item.id);
    for (let page = 2; page <= first.total_pages; page++) {
      const body = (await get(`${path}${join}page=${page}`, filter)).json<TPageBody>();
      expect(body.results.length, `page ${page} of ${path}`).toBeGreaterThan(0);
      ids.push(...body.results.map((item) => item.id));
    }
    return { ids, first };
  }

  it('leaves R movies out of every page of a list under strict, with totals of the filtered list', async () => {
    const all = await allPages('/movie/popular');
    const strict = await allPages('/movie/popular', 'strict');
    expect(all.ids).toEqual(expect.arrayContaining([...ADULT_MOVIES, SPIRITED_AWAY, OBSCURE_GEM]));
    expect(strict.ids).toContain(SPIRITED_AWAY);
    for (const id of [...ADULT_MOVIES, BREAKING_DAWN, OBSCURE_GEM]) expect(strict.ids).not.toContain(id);
    const many = strict.ids.filter((id) => id >= 995_000);
    expect(many.map(ratingOf).every((rating) => rating === 'G' || rating === 'PG')).toBe(true);
    expect(many).toHaveLength(20);
    expect(new Set(strict.ids).size).toBe(strict.ids.length);
    expect(strict.first.total_results).toBe(strict.ids.length);
    expect(strict.first.total_pages).toBe(Math.ceil(strict.ids.length / 20));
    expect(all.first.total_pages).toBeGreaterThan(strict.first.total_pages);
  });

  it('keeps PG-13 and unrated titles under moderate, and still leaves R and NC-17 out', async () => {
    const { ids } = await allPages('/movie/popular', 'moderate');
    expect(ids).toEqual(expect.arrayContaining([SPIRITED_AWAY, BREAKING_DAWN, OBSCURE_GEM]));
    for (const id of ADULT_MOVIES) expect(ids).not.toContain(id);
    const many = ids.filter((id) => id >= 995_000).map(ratingOf);
    expect(many).toHaveLength(50);
    expect(many).not.toContain('R');
    expect(many).not.toContain('NC-17');
  });

  it('filters trending, discover, top rated and the series lists alike', async () => {
    const trending = await allPages('/trending/all/week', 'strict');
    expect(trending.ids).toContain(SPIRITED_AWAY);
    expect(trending.ids).not.toContain(EL_CAMINO);
    expect(trending.ids).not.toContain(BREAKING_BAD);
    const discover = await allPages('/discover/movie?with_genres=18&sort_by=popularity.desc', 'moderate');
    expect(discover.ids).not.toContain(EL_CAMINO);
    expect(discover.ids.length).toBeGreaterThan(40);
    const topRated = await allPages('/movie/top_rated', 'strict');
    expect(
      topRated.ids
        .map(ratingOf)
        .filter(Boolean)
        .every((r) => r === 'G' || r === 'PG'),
    ).toBe(true);
    const series = await allPages('/tv/popular', 'moderate');
    expect(series.ids).toContain(THE_OFFICE);
    expect(series.ids).not.toContain(BREAKING_BAD);
    const strictSeries = await allPages('/tv/popular', 'strict');
    expect(strictSeries.ids).toEqual([]);
    expect(strictSeries.first).toMatchObject({ total_results: 0, total_pages: 1 });
    expect((await allPages('/tv/popular')).ids).toContain(BREAKING_BAD);
  });

  it('finds no R title by search, and leaves them out of what people are known for', async () => {
    const multi = (await get('/search/multi?query=breaking', 'moderate')).json<TPageBody>();
    const found = multi.results.map((item) => item.id);
    expect(found).toContain(BREAKING_DAWN);
    expect(found).not.toContain(BREAKING_BAD);
    const unfiltered = (await get('/search/multi?query=breaking')).json<TPageBody>();
    expect(unfiltered.results.map((item) => item.id)).toContain(BREAKING_BAD);
    const movies = (await get('/search/movie?query=camino', 'strict')).json<TPageBody>();
    expect(movies.results).toEqual([]);
    const tv = (await get('/search/tv?query=breaking%20bad', 'strict')).json<TPageBody>();
    expect(tv.results.map((item) => item.id)).not.toContain(BREAKING_BAD);
    const people = (await get('/search/person?query=aaron%20paul', 'moderate')).json<TPageBody>();
    const openPeople = (await get('/search/person?query=aaron%20paul')).json<TPageBody>();
    const knownFor = (body: TPageBody) =>
      body.results.flatMap((p) => p.known_for ?? []).map((item) => item.id);
    expect(knownFor(openPeople)).toEqual(expect.arrayContaining([EL_CAMINO]));
    expect(people.results.length).toBe(openPeople.results.length);
    expect(knownFor(people)).not.toContain(EL_CAMINO);
    expect(knownFor(people)).not.toContain(BREAKING_BAD);
  });

  it('answers a title the limit keeps out, its seasons, episodes, artwork and sources with 403', async () => {
    for (const path of [
      `/movie/${EL_CAMINO}?append_to_response=credits`,
      `/movie/${EL_CAMINO}/images`,
      `/movie/${EL_CAMINO}/watch/providers`,
      `/tv/${BREAKING_BAD}`,
      `/tv/${BREAKING_BAD}/season/1`,
      `/tv/${BREAKING_BAD}/season/1/episode/1`,
    ]) {
      const res = await get(path, 'strict');
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'not_available_in_profile',
        success: false,
        status_message: 'Not available in this profile',
      });
      expect(res.headers['cache-control']).toBeUndefined();
    }
    expect((await get(`/movie/${EL_CAMINO}`)).statusCode).toBe(200);
    expect((await get(`/movie/${SPIRITED_AWAY}`, 'strict')).statusCode).toBe(200);
    expect((await get(`/tv/${THE_OFFICE}/season/1`, 'moderate')).statusCode).toBe(200);
    expect((await get(`/movie/${OBSCURE_GEM}`, 'strict')).statusCode).toBe(403);
    expect((await get(`/movie/${OBSCURE_GEM}`, 'moderate')).statusCode).toBe(200);
    const sources = await server.app.inject({
      method: 'POST',
      url: '/api/sources/search',
      headers: { ...cookieOf('strict'), 'content-type': 'application/json' },
      payload: { type: 'movie', title: 'El Camino', tmdbId: EL_CAMINO },
    });
    expect(sources.statusCode).toBe(403);
    expect(sources.json()).toEqual({
      code: 'not_available_in_profile',
      error: 'Not available in this profile',
    });
  });

  it('leaves titles above the limit out of similar titles and recommendations', async () => {
    const path = `/movie/995001?append_to_response=similar,recommendations`;
    type TDetails = { similar: TPageBody; recommendations: TPageBody };
    const all = (await get(path)).json<TDetails>();
    const strict = (await get(path, 'strict')).json<TDetails>();
    const ratings = (page: TPageBody) => page.results.map((item) => ratingOf(item.id));
    expect(ratings(all.similar)).toContain('R');
    for (const page of [strict.similar, strict.recommendations]) {
      expect(page.results.length).toBeGreaterThan(0);
      expect(ratings(page).every((r) => r === 'G' || r === 'PG')).toBe(true);
    }
  });

  it('keeps each limit its own answers: private ones for a limit, the public ones untouched', async () => {
    const list = vi.spyOn(server.catalogue, 'list');
    const strict = await get('/movie/top_rated', 'strict');
    const strictAgain = await get('/movie/top_rated', 'strict');
    const open = await get('/movie/top_rated');
    const openAgain = await get('/movie/top_rated', 'unrestricted');
    expect(strictAgain.body).toBe(strict.body);
    expect(openAgain.body).toBe(open.body);
    expect(open.body).not.toBe(strict.body);
    expect(strict.headers['cache-control']).toMatch(/^private,/);
    expect(open.headers['cache-control']).toMatch(/^public,/);
    for (const res of [strict, open]) expect(res.headers.vary).toBe('accept-encoding, cookie');
    // The filtered list was read from the backend once; the repeat came from the answer cache.
    const calls = list.mock.calls.length;
    await get('/movie/top_rated', 'strict');
    expect(list.mock.calls.length).toBe(calls);
    list.mockRestore();
  });

  it("answers a signed-in session under its profile's limit, switched at once, and has the browser ask again each time", async () => {
    const json = { 'content-type': 'application/json', origin: 'http://localhost:80' };
    const signup = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: json,
      remoteAddress: '10.7.0.1',
      payload: JSON.stringify({
        username: `rated_${database.name}`,
        email: `rated_${database.name}@example.org`,
        password: 'a fine passphrase',
        passwordConfirm: 'a fine passphrase',
      }),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const session = { cookie: `theme=dark; ${signup.headers['set-cookie']?.toString().split(';')[0] ?? ''}` };
    const asSession = (path: string) => server.app.inject({ url: api(path), headers: session });

    const grownUp = await asSession(`/movie/${EL_CAMINO}`);
    expect(grownUp.statusCode).toBe(200);
    // The session cookie stays the same when the profile changes, so no answer may be reused unasked.
    expect(grownUp.headers['cache-control']).toBe('private, no-cache');
    expect((await get(`/movie/${EL_CAMINO}`)).headers['cache-control']).toMatch(/^public,/);

    const kids = await server.app.inject({
      method: 'POST',
      url: '/api/users/me/profiles',
      headers: { ...json, ...session },
      payload: JSON.stringify({ name: 'Little', kind: 'kids' }),
    });
    expect(kids.statusCode, kids.body).toBe(201);
    const select = await server.app.inject({
      method: 'POST',
      url: `/api/users/me/profiles/${kids.json<{ id: number }>().id}/select`,
      headers: { ...json, ...session },
      payload: '{}',
    });
    expect(select.statusCode, select.body).toBe(200);
    const refused = await server.app.inject({
      url: api(`/movie/${EL_CAMINO}`),
      headers: { ...session, 'if-none-match': grownUp.headers.etag as string },
    });
    expect(refused.statusCode).toBe(403);
    const popular = await asSession('/movie/popular');
    expect(popular.headers['cache-control']).toBe('private, no-cache');
    expect(popular.json<TPageBody>().results.map((item) => item.id)).not.toContain(EL_CAMINO);
  });

  it('takes a kids limit from the cookie too: PG at most, no unrated title', async () => {
    const { ids } = await allPages('/movie/popular', 'kids');
    expect(ids).toContain(SPIRITED_AWAY);
    expect(ids).not.toContain(OBSCURE_GEM);
    expect(ids.filter((id) => id >= 995_000).map(ratingOf)).toEqual(expect.arrayContaining(['G', 'PG']));
    expect((await get(`/tv/${THE_OFFICE}`, 'kids')).statusCode).toBe(403);
  });

  it('reads a mangled filter cookie as no filter', async () => {
    const res = await get(`/movie/${EL_CAMINO}`, '%E0%A4%A');
    expect(res.statusCode).toBe(200);
  });
});
