import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTmdb, fixture } from '../../../test/fake-tmdb/fake-tmdb-server.ts';
import { clearRedisCache, startTmdbServer, testCaches } from '../../../test/fake-tmdb/tmdb-test-server.ts';
import type { TTestServer } from '../../../test/helper.ts';

const TOKEN = 'secret-tmdb-token-4f9c2a';
const api = (path: string) => `/api/tmdb/3${path}`;

// [our URL, the TMDB path called, the query TMDB receives, the fixture answered, its appended parts]
const endpoints: [string, string, Record<string, string>, string, string[]][] = [
  ['/search/multi?query=north&page=1', '/search/multi', { query: 'north', page: '1' }, 'search/multi', []],
  [
    '/search/movie?query=winter&year=2019&region=US',
    '/search/movie',
    { query: 'winter', page: '1', year: '2019', region: 'US' },
    'search/movie',
    [],
  ],
  [
    '/search/tv?query=north&first_air_date_year=2020',
    '/search/tv',
    { query: 'north', page: '1', first_air_date_year: '2020' },
    'search/tv',
    [],
  ],
  ['/search/person?query=ada', '/search/person', { query: 'ada', page: '1' }, 'search/person', []],
  [
    '/movie/1001?append_to_response=credits,similar',
    '/movie/1001',
    { append_to_response: 'credits,similar' },
    'movie/1001',
    ['credits', 'similar'],
  ],
  [
    '/tv/2001?append_to_response=external_ids',
    '/tv/2001',
    { append_to_response: 'external_ids' },
    'tv/2001',
    ['external_ids'],
  ],
  ['/tv/2001/season/1', '/tv/2001/season/1', {}, 'tv/2001/season/1', []],
  [
    '/tv/2001/season/1/episode/2?append_to_response=external_ids,credits,images',
    '/tv/2001/season/1/episode/2',
    { append_to_response: 'credits,external_ids,images' },
    'tv/2001/season/1/episode/2',
    ['external_ids', 'credits', 'images'],
  ],
  ['/trending/movie/day', '/trending/movie/day', { page: '1' }, 'trending/movie/day', []],
  ['/trending/tv/week?page=2', '/trending/tv/week', { page: '2' }, 'trending/tv/week', []],
  ['/trending/all/day', '/trending/all/day', { page: '1' }, 'trending/all/day', []],
  ['/movie/popular', '/movie/popular', { page: '1' }, 'movie/popular', []],
  ['/movie/top_rated?page=3', '/movie/top_rated', { page: '3' }, 'movie/top_rated', []],
  ['/movie/upcoming', '/movie/upcoming', { page: '1' }, 'movie/upcoming', []],
  ['/tv/popular', '/tv/popular', { page: '1' }, 'tv/popular', []],
  ['/tv/top_rated', '/tv/top_rated', { page: '1' }, 'tv/top_rated', []],
  ['/tv/on_the_air', '/tv/on_the_air', { page: '1' }, 'tv/on_the_air', []],
  [
    '/discover/movie?with_watch_providers=8&watch_region=US&language=en-US&with_genres=18',
    '/discover/movie',
    {
      with_watch_providers: '8',
      watch_region: 'US',
      language: 'en-US',
      with_genres: '18',
      page: '1',
      sort_by: 'popularity.desc',
    },
    'discover/movie',
    [],
  ],
  [
    '/discover/tv?with_genres=18|9648&page=2',
    '/discover/tv',
    { with_genres: '18|9648', page: '2', sort_by: 'popularity.desc' },
    'discover/tv',
    [],
  ],
  [
    '/movie/1001/images?include_image_language=en',
    '/movie/1001/images',
    { include_image_language: 'en' },
    'movie/1001/images',
    [],
  ],
  [
    '/tv/2001/images?include_image_language=en,null',
    '/tv/2001/images',
    { include_image_language: 'en,null' },
    'tv/2001/images',
    [],
  ],
  ['/genre/movie/list', '/genre/movie/list', {}, 'genre/movie/list', []],
  ['/genre/tv/list', '/genre/tv/list', {}, 'genre/tv/list', []],
  [
    '/watch/providers/movie?watch_region=US',
    '/watch/providers/movie',
    { watch_region: 'US' },
    'watch/providers/movie',
    [],
  ],
  ['/watch/providers/tv', '/watch/providers/tv', { watch_region: 'US' }, 'watch/providers/tv', []],
  ['/movie/1001/watch/providers', '/movie/1001/watch/providers', {}, 'movie/1001/watch/providers', []],
  ['/tv/2001/watch/providers', '/tv/2001/watch/providers', {}, 'tv/2001/watch/providers', []],
];

describe.each(testCaches())('the tmdb catalogue with a $name cache', (cache) => {
  let fake: FakeTmdb;
  let server: TTestServer;
  beforeAll(async () => {
    fake = await FakeTmdb.start(TOKEN);
    server = await startTmdbServer(fake, cache);
  });
  afterAll(async () => {
    await server?.stop();
    if (fake) await clearRedisCache(cache, fake);
    await fake?.close();
  });
  beforeEach(() => fake.reset());

  it('reports the tmdb backend', async () => {
    const res = await server.app.inject('/api/health');
    expect(res.json()).toMatchObject({ catalogue: 'tmdb' });
  });

  it.each(endpoints)('answers %s with TMDB’s answer unchanged', async (url, tmdbPath, query, file, parts) => {
    const res = await server.app.inject(api(url));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(await fixture(`/${file}`, parts));
    expect(fake.requests).toHaveLength(1);
    const [call] = fake.requests;
    expect(call).toMatchObject({ path: tmdbPath, query });
    expect(Object.keys(call!.query).sort()).toEqual(Object.keys(query).sort());
    expect(call!.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, accept: 'application/json' });
    expect(res.body).not.toContain(TOKEN);
  });

  it('answers a repeated request from the cache without calling TMDB again', async () => {
    const first = await server.app.inject(api('/tv/2001/season/1?append_to_response=credits'));
    const second = await server.app.inject(api('/tv/2001/season/1?append_to_response=credits'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(fake.callsTo('/tv/2001/season/1')).toHaveLength(1);
  });

  it('shares one cached answer between the same parameters in any order', async () => {
    await server.app.inject(api('/discover/movie?with_genres=28&page=1&sort_by=popularity.desc'));
    await server.app.inject(api('/discover/movie?sort_by=popularity.desc&page=1&with_genres=28'));
    await server.app.inject(api('/movie/1002?append_to_response=similar,credits'));
    await server.app.inject(api('/movie/1002?append_to_response=credits,similar'));
    expect(fake.callsTo('/discover/movie')).toHaveLength(1);
    expect(fake.callsTo('/movie/1002')).toHaveLength(1);
  });

  it('caches different parameters apart', async () => {
    await server.app.inject(api('/movie/popular?page=7'));
    await server.app.inject(api('/movie/popular?page=8'));
    expect(fake.callsTo('/movie/popular').map((r) => r.query.page)).toEqual(['7', '8']);
  });

  it('makes one TMDB call for 10 identical concurrent requests', async () => {
    const release = fake.hold();
    const answering = Promise.all(
      Array.from({ length: 10 }, () => server.app.inject(api('/movie/1003?append_to_response=credits'))),
    );
    await expect.poll(() => fake.callsTo('/movie/1003')).toHaveLength(1);
    release();
    const answers = await answering;
    const expected = await fixture('/movie/1003', ['credits']);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect(fake.callsTo('/movie/1003')).toHaveLength(1);
  });

  it('answers an unknown id with TMDB’s 404, and does not cache it', async () => {
    const res = await server.app.inject(api('/movie/999999'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      status_code: 34,
      status_message: 'The resource you requested could not be found.',
    });
    await server.app.inject(api('/movie/999999'));
    expect(fake.callsTo('/movie/999999')).toHaveLength(2);
    const episode = await server.app.inject(api('/tv/2001/season/1/episode/99'));
    expect(episode.statusCode).toBe(404);
  });

  it.each([
    '/movie/popular?page=0',
    '/movie/popular?page=501',
    '/movie/abc',
    '/tv/2001/season/x',
    '/trending/movie/month',
    '/discover/movie?with_genres=drama',
    '/discover/tv?sort_by=random',
    '/genre/person/list',
  ])('refuses %s with a 400 and no TMDB call', async (url) => {
    const res = await server.app.inject(api(url));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, status_code: 47 });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers an empty search with an empty page and no TMDB call', async () => {
    const res = await server.app.inject(api('/search/multi?query=%20'));
    expect(res.json()).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
    expect(fake.requests).toHaveLength(0);
  });
});
