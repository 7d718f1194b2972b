// The rating filter in tmdb mode, against the fake TMDB: certifications come from each title's details
// (release_dates, content_ratings), and the same answers are filtered as in local mode.
import { CONTENT_FILTER_COOKIE } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeTmdb } from '../../../test/fake-tmdb/fake-tmdb-server.ts';
import { clearRedisCache, startTmdbServer, testCaches } from '../../../test/fake-tmdb/tmdb-test-server.ts';
import type { TTestServer } from '../../../test/helper.ts';

interface TItem {
  id: number;
  known_for?: TItem[];
}
interface TPageBody {
  results: TItem[];
  total_pages: number;
  total_results: number;
}

const api = (path: string) => `/api/tmdb/3${path}`;
// The fake's titles: 1001 PG, 1002 R, 1003 G; series 2001 TV-PG, 2002 unknown to TMDB (no certification).
const RATED_R = 1002;

describe.each(testCaches())('the rating filter in tmdb mode, $name cache', (cache) => {
  let fake: FakeTmdb;
  let server: TTestServer;
  beforeAll(async () => {
    fake = await FakeTmdb.start();
    server = await startTmdbServer(fake, cache);
  });
  afterAll(async () => {
    await server?.stop();
    await clearRedisCache(cache, fake);
    await fake?.close();
  });

  const get = (path: string, filter?: string) =>
    server.app.inject({
      url: api(path),
      headers: filter ? { cookie: `${CONTENT_FILTER_COOKIE}=${filter}` } : {},
    });
  const ids = (body: TPageBody) => body.results.map((item) => item.id);

  it('leaves the R movie out of lists, trending, discover and search under strict', async () => {
    expect(ids((await get('/movie/popular')).json())).toContain(RATED_R);
    for (const path of ['/movie/popular', '/movie/top_rated', '/trending/movie/day', '/discover/movie']) {
      const body = (await get(path, 'strict')).json<TPageBody>();
      expect(ids(body), path).not.toContain(RATED_R);
      expect(ids(body).length, path).toBeGreaterThan(0);
      expect(new Set(ids(body)).size, path).toBe(body.results.length);
    }
    const trending = (await get('/trending/all/day', 'strict')).json<TPageBody>();
    expect(ids(trending)).toEqual([2001, 1001, 1003]);
    const moderate = (await get('/trending/all/day', 'moderate')).json<TPageBody>();
    expect(ids(moderate)).toEqual([2001, 1001, 1003, 2002]);
  });

  it('asks TMDB for each listed title certifications once, through its cache', async () => {
    await get('/movie/upcoming', 'strict');
    await get('/movie/upcoming?page=2', 'strict');
    const asked = fake.requests.filter(
      (r) => r.path === `/movie/${RATED_R}` && r.query.append_to_response === 'release_dates',
    );
    expect(asked).toHaveLength(1);
  });

  it('keeps the R movie out of what people are known for and out of similar titles', async () => {
    const people = (await get('/search/person?query=ada', 'strict')).json<TPageBody>();
    expect(people.results).toHaveLength(1);
    expect(people.results[0]?.known_for?.map((item) => item.id)).not.toContain(RATED_R);
    const details = (await get('/movie/1001?append_to_response=similar', 'strict')).json<{
      similar: TPageBody;
    }>();
    expect(ids(details.similar)).toEqual([1003]);
  });

  it('answers the R movie and its artwork with 403 under strict, and shows it without a filter', async () => {
    for (const path of [`/movie/${RATED_R}`, `/movie/${RATED_R}/images`]) {
      const res = await get(path, 'strict');
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ code: 'not_available_in_profile' });
    }
    expect((await get(`/movie/${RATED_R}`)).statusCode).toBe(200);
    expect((await get('/tv/2001/season/1', 'strict')).statusCode).toBe(200);
  });
});
