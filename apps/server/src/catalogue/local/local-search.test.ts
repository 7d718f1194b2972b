import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogue, startCatalogueServer } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { testDatabases, type TTestServer } from '../../../test/helper.ts';

interface THit {
  id: number;
  media_type: string;
  title?: string;
  name?: string;
  known_for?: { id: number; media_type: string }[];
}

describe.each(testDatabases())('local catalogue search on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
  });
  afterAll(async () => server?.stop());

  async function search(query: string, extra = ''): Promise<{ results: THit[]; [key: string]: unknown }> {
    const res = await getCatalogue(server, `/search/multi?query=${encodeURIComponent(query)}${extra}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it("finds Breaking Bad first for the misspelt 'brakin bad'", async () => {
    const page = await search('brakin bad');
    expect(page.results[0]).toMatchObject({ id: 1396, media_type: 'tv', name: 'Breaking Bad' });
  });

  it('answers a TMDB page whose results carry media_type and list fields', async () => {
    const page = await search('breaking bad');
    expect(page).toMatchObject({ page: 1, total_pages: 1 });
    expect(page.total_results).toBe(page.results.length);
    expect(page.results[0]).toMatchObject({
      id: 1396,
      media_type: 'tv',
      name: 'Breaking Bad',
      original_name: 'Breaking Bad',
      first_air_date: '2008-01-20',
      genre_ids: [18, 80],
      poster_path: '/tv-1396-poster.jpg',
      backdrop_path: '/tv-1396-backdrop.jpg',
      vote_average: 8.9,
      popularity: 400.5,
      origin_country: ['US'],
    });
    const movie = page.results.find((r) => r.id === 559969);
    expect(movie).toMatchObject({
      media_type: 'movie',
      title: 'El Camino: A Breaking Bad Movie',
      video: false,
    });
    for (const hit of page.results) expect(['movie', 'tv', 'person']).toContain(hit.media_type);
  });

  it('ranks by relevance first: the exact title beats a more popular near match', async () => {
    const ids = (await search('bad boys')).results.map((r) => r.id);
    expect(ids.slice(0, 2)).toEqual([9737, 8961]);
  });

  it('orders equally relevant titles by popularity', async () => {
    const hits = (await search('the office')).results.filter((r) => r.name === 'The Office');
    expect(hits.map((r) => r.id)).toEqual([2316, 2996]);
  });

  it('finds people by name, typos included, with the titles they are known for', async () => {
    const person = (await search('brian cranston')).results.find((r) => r.media_type === 'person');
    expect(person).toMatchObject({
      id: 17419,
      name: 'Bryan Cranston',
      profile_path: '/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg',
      known_for_department: 'Acting',
    });
    expect(person?.known_for?.map((t) => [t.media_type, t.id])).toEqual([
      ['tv', 1396],
      ['movie', 559969],
    ]);
  });

  it('matches words of the overview too, below title matches', async () => {
    expect((await search('methamphetamine')).results.map((r) => r.id)).toEqual([1396]);
    // Severance is more popular than the UK Office but only its overview says 'office'.
    expect((await search('office')).results.map((r) => r.id)).toEqual([2316, 2996, 95396]);
  });

  it('hides adult titles unless include_adult=true', async () => {
    const hidden = await search('breaking bad habits');
    expect(hidden.results.map((r) => r.id)).not.toContain(990002);
    const shown = await search('breaking bad habits', '&include_adult=true');
    expect(shown.results[0]).toMatchObject({ id: 990002, adult: true });
  });

  it('answers an empty page for an empty query', async () => {
    const page = await search('   ');
    expect(page).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
  });

  it('answers a page past the end with no results and the true totals', async () => {
    const first = await search('bad');
    expect(first.total_results).toBeGreaterThan(3);
    const past = await search('bad', '&page=5');
    expect(past).toEqual({ page: 5, results: [], total_pages: 1, total_results: first.total_results });
  });
});
