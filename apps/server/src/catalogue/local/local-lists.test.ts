import { DISCOVER_SORTS } from '@marquee/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTitleActivity } from './activity.repository.ts';
import { importCatalogue, parseImportFile, todayIso } from './import-catalogue.ts';
import { LocalCatalogue } from './local-catalogue.ts';
import { addDays } from './title-lists.service.ts';
import { titleActivity } from '../../db/schema.ts';
import { getCatalogue, startCatalogueServer } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { testDatabases, type TTestServer } from '../../../test/helper.ts';

interface TItem {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  popularity: number;
  vote_average: number;
  vote_count: number;
  release_date?: string;
  first_air_date?: string;
  genre_ids: number[];
}
interface TPageBody {
  page: number;
  results: TItem[];
  total_pages: number;
  total_results: number;
  dates?: { minimum: string; maximum: string };
}

const today = todayIso();
/** Low-popularity westerns from the 1950s, so that lists run to a second page. */
const FILLERS = Array.from({ length: 25 }, (_, i) => ({
  id: 980_000 + i,
  title: `Dusty Trail ${i + 1}`,
  release_date: `195${i % 10}-06-0${(i % 9) + 1}`,
  genre_ids: [37],
  popularity: 0.5 + i / 100,
}));
/** Titles dated from today: two upcoming movies, one out today, one series airing soon and one just aired. */
const DATED = {
  movies: [
    { id: 990101, title: 'Next Week Film', release_date: addDays(today, 7), popularity: 3, genre_ids: [28] },
    {
      id: 990102,
      title: 'Next Month Film',
      release_date: addDays(today, 30),
      popularity: 4,
      genre_ids: [28],
    },
    { id: 990103, title: 'Out Today Film', release_date: today, popularity: 2, genre_ids: [28] },
  ],
  tv: [
    {
      id: 990201,
      name: 'Airing Soon Show',
      status: 'Returning Series',
      popularity: 5,
      seasons: [{ season_number: 1, episodes: [{ episode_number: 1, air_date: addDays(today, 2) }] }],
    },
    {
      id: 990202,
      name: 'Just Aired Show',
      status: 'Returning Series',
      popularity: 6,
      seasons: [{ season_number: 1, episodes: [{ episode_number: 1, air_date: addDays(today, -3) }] }],
    },
  ],
};

describe.each(testDatabases())('local catalogue lists on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
    await importCatalogue(server.database.db, parseImportFile({ movies: FILLERS }));
    await importCatalogue(server.database.db, parseImportFile(DATED));
    await server.answers.refresh();
  });
  afterAll(async () => server?.stop());

  async function get(path: string): Promise<TPageBody> {
    const res = await getCatalogue(server, path);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json();
  }
  const ids = async (path: string) => (await get(path)).results.map((r) => r.id);

  it('pages lists by 20 with totals; a page past the end is empty, not an error', async () => {
    const first = await get('/movie/popular');
    expect(first.page).toBe(1);
    expect(first.results).toHaveLength(20);
    expect(first.total_results).toBe(8 + FILLERS.length + DATED.movies.length);
    expect(first.total_pages).toBe(Math.ceil(first.total_results / 20));
    const second = await get('/movie/popular?page=2');
    expect(second.results).toHaveLength(first.total_results - 20);
    expect(second.results.map((r) => r.id)).not.toContain(first.results[0]?.id);
    const past = await get('/movie/popular?page=9');
    expect(past).toEqual({
      page: 9,
      results: [],
      total_pages: first.total_pages,
      total_results: first.total_results,
    });
  });

  it('orders popular lists by popularity and leaves adult titles out', async () => {
    const movies = await get('/movie/popular');
    expect(movies.results.slice(0, 3).map((r) => r.id)).toEqual([129, 603, 50619]);
    expect(movies.results.map((r) => r.id)).not.toContain(990002);
    expect(movies.results[0]).not.toHaveProperty('media_type');
    expect(await ids('/tv/popular')).toEqual([
      1396, 1399, 2316, 60059, 13916, 95396, 136315, 2996, 990202, 990201,
    ]);
  });

  it('orders top rated by rating among titles with enough votes', async () => {
    expect(await ids('/movie/top_rated')).toEqual([129, 603, 20283, 559969, 9737, 8961, 50619]);
    expect(await ids('/tv/top_rated')).toEqual([1396, 60059, 2316, 1399, 95396, 136315, 2996]);
  });

  it('lists upcoming movies released after today, soonest first, with their dates', async () => {
    const upcoming = await get('/movie/upcoming');
    expect(upcoming.results.map((r) => r.id)).toEqual([990101, 990102]);
    expect(upcoming.dates).toEqual({ minimum: addDays(today, 1), maximum: addDays(today, 30) });
  });

  it('lists series on the air: an episode within 7 days either side of today', async () => {
    expect(await ids('/tv/on_the_air')).toEqual([990202, 990201]);
  });

  it('falls back to returning series by last air date when nothing airs this fortnight', async () => {
    const later = new LocalCatalogue(server.database.db, { now: () => new Date('2100-01-01T12:00:00Z') });
    const page = await later.list('tv/on_the_air', 1);
    expect(page.results.map((r) => r.id)).toEqual([990202, 136315, 95396, 990201]);
  });

  describe('discover', () => {
    it('with_genres: comma means all of, pipe any of; without_genres excludes', async () => {
      expect(await ids('/discover/movie?with_genres=28,80')).toEqual([8961, 9737]);
      expect(await ids('/discover/movie?with_genres=16|878')).toEqual([129, 603]);
      expect(await ids('/discover/movie?with_genres=80&without_genres=28')).toEqual([559969]);
      expect(await ids('/discover/tv?with_genres=35')).toEqual([2316, 136315, 2996]);
    });

    it('with_watch_providers (watch_region accepted), with the same syntax', async () => {
      expect(await ids('/discover/movie?with_watch_providers=8&watch_region=US')).toEqual([129, 559969]);
      expect(await ids('/discover/movie?with_watch_providers=8|9&watch_region=US')).toEqual([
        129, 8961, 559969,
      ]);
      expect(await ids('/discover/tv?with_watch_providers=15')).toEqual([13916, 136315]);
    });

    it('with_original_language, vote_count.gte and release date bounds', async () => {
      expect(await ids('/discover/movie?with_original_language=ja')).toEqual([129]);
      expect(await ids('/discover/tv?with_original_language=ja')).toEqual([13916]);
      expect(await ids('/discover/movie?vote_count.gte=10000')).toEqual([129, 603]);
      const decade =
        '/discover/movie?primary_release_date.gte=2000-01-01&primary_release_date.lte=2010-12-31';
      expect(await ids(decade)).toEqual([129, 8961]);
      const seriesDecade = '/discover/tv?first_air_date.gte=2005-01-01&first_air_date.lte=2009-12-31';
      expect(await ids(seriesDecade)).toEqual([1396, 2316, 13916]);
    });

    it('include_adult=true lets adult titles in', async () => {
      expect(await ids('/discover/movie?with_genres=18&vote_count.gte=300')).not.toContain(990002);
      expect(await ids('/discover/movie?with_genres=18&vote_count.gte=300&include_adult=true')).toContain(
        990002,
      );
    });

    const sortValue = (item: TItem, field: string): number | string => {
      if (field === 'title' || field === 'name') return item.title ?? item.name ?? '';
      if (field.endsWith('date')) return item.release_date ?? item.first_air_date ?? '';
      return item[field as 'popularity' | 'vote_average' | 'vote_count'];
    };

    it.each(DISCOVER_SORTS.flatMap((sort) => [['movie', sort] as const, ['tv', sort] as const]))(
      'discover/%s sorts by %s',
      async (mediaType, sortBy) => {
        const [field = '', direction] = sortBy.split('.');
        const page = await get(`/discover/${mediaType}?sort_by=${sortBy}`);
        const values = page.results.map((r) => sortValue(r, field)).filter((v) => v !== '');
        expect(values.length).toBeGreaterThan(5);
        const sorted = [...values].sort((a, b) =>
          typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1,
        );
        if (direction === 'desc') sorted.reverse();
        if (field === 'title' || field === 'name') {
          // Collations differ between engines in detail; the first letters must still be in order.
          expect(values.map((v) => String(v)[0])).toEqual(sorted.map((v) => String(v)[0]));
        } else {
          expect(values).toEqual(sorted);
        }
      },
    );
  });

  describe('trending', () => {
    it("recordTitleActivity adds to today's row of a title", async () => {
      const db = server.database.db;
      await recordTitleActivity(db, { mediaType: 'tv', titleId: 13916, kind: 'play' });
      await recordTitleActivity(db, { mediaType: 'tv', titleId: 13916, kind: 'play' });
      await recordTitleActivity(db, { mediaType: 'tv', titleId: 13916, kind: 'bookmark' });
      const rows = await db.select().from(titleActivity).where(eq(titleActivity.titleId, 13916));
      expect(rows).toEqual([{ mediaType: 'tv', titleId: 13916, day: today, plays: 2, bookmarks: 1 }]);
    });

    it('blends popularity with recent plays: a played title rises', async () => {
      const before = await ids('/trending/movie/day');
      expect(before.indexOf(20283)).toBeGreaterThan(3);
      for (let i = 0; i < 10; i++) {
        await recordTitleActivity(server.database.db, { mediaType: 'movie', titleId: 20283, kind: 'play' });
      }
      await server.answers.refresh();
      expect((await ids('/trending/movie/day'))[0]).toBe(20283);
      expect((await ids('/trending/movie/week'))[0]).toBe(20283);
    });

    it('counts activity of the past week in the weekly list only', async () => {
      const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000);
      for (let i = 0; i < 6; i++) {
        await recordTitleActivity(
          server.database.db,
          { mediaType: 'movie', titleId: 9737, kind: 'bookmark' },
          threeDaysAgo,
        );
      }
      await server.answers.refresh();
      expect((await ids('/trending/movie/week'))[0]).toBe(9737);
      expect((await ids('/trending/movie/day'))[0]).toBe(20283);
    });

    it('mixes movies and series for all, each with its media_type', async () => {
      for (let i = 0; i < 50; i++) {
        await recordTitleActivity(server.database.db, { mediaType: 'tv', titleId: 2996, kind: 'play' });
      }
      await server.answers.refresh();
      const all = await get('/trending/all/day');
      expect(all.results[0]).toMatchObject({ id: 2996, media_type: 'tv', name: 'The Office' });
      expect(new Set(all.results.map((r) => r.media_type))).toEqual(new Set(['movie', 'tv']));
      expect((await get('/trending/tv/week')).results[0]?.id).toBe(2996);
      expect(all.total_results).toBe(8 + FILLERS.length + 3 + 10);
    });
  });
});
