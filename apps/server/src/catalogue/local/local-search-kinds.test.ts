import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue, parseImportFile } from './import-catalogue.ts';
import { getCatalogue, startCatalogueServer } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { testDatabases, type TTestServer } from '../../../test/helper.ts';

interface THit {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  known_for?: { id: number; media_type: string }[];
}
type TSearchPage = { page: number; results: THit[]; total_results: number };

describe.each(testDatabases())('local search/movie, search/tv and search/person on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
  });
  afterAll(async () => server?.stop());

  async function search(kind: string, query: string, extra = ''): Promise<TSearchPage> {
    const res = await getCatalogue(server, `/search/${kind}?query=${encodeURIComponent(query)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('finds a title imported after the first search (the search index is built again after an import)', async () => {
    expect((await search('movie', 'Quixotic Zebulon')).results).toEqual([]);
    const file = parseImportFile({
      movies: [
        {
          id: 990101,
          title: 'The Quixotic Zebulon',
          release_date: '2020-05-01',
          overview: 'A fable.',
          popularity: 3,
        },
      ],
    });
    await importCatalogue(server.database.db, file);
    await server.answers.refresh();
    expect((await search('movie', 'quixotik zebulon')).results[0]).toMatchObject({ id: 990101 });
    // A word of its overview alone finds it too.
    expect((await search('movie', 'fable')).results.map((r) => r.id)).toContain(990101);
  });

  it('search/movie finds movies only, typos included, without media_type as TMDB answers', async () => {
    const page = await search('movie', 'el camno');
    expect(page.results[0]).toMatchObject({
      id: 559969,
      title: 'El Camino: A Breaking Bad Movie',
      video: false,
    });
    for (const hit of page.results) {
      expect(hit.media_type).toBeUndefined();
      expect(hit.title).toBeDefined();
    }
    expect((await search('movie', 'breaking bad')).results.map((r) => r.id)).not.toContain(1396);
  });

  it('search/movie narrows to a release year (year or primary_release_year)', async () => {
    expect((await search('movie', 'bad boys')).results.map((r) => r.id).slice(0, 2)).toEqual([9737, 8961]);
    expect((await search('movie', 'bad boys', '&year=2003')).results.map((r) => r.id)).toEqual([8961]);
    expect(
      (await search('movie', 'bad boys', '&primary_release_year=1995')).results.map((r) => r.id),
    ).toEqual([9737]);
  });

  it('search/tv finds series only, ranked as search/multi, narrowed by first_air_date_year', async () => {
    const page = await search('tv', 'the ofice');
    expect(page.results.slice(0, 2).map((r) => [r.id, r.name, r.media_type])).toEqual([
      [2316, 'The Office', undefined],
      [2996, 'The Office', undefined],
    ]);
    expect((await search('tv', 'the office', '&first_air_date_year=2001')).results.map((r) => r.id)).toEqual([
      2996,
    ]);
  });

  it('search/person finds people by a misspelt name, with the titles they are known for', async () => {
    const page = await search('person', 'brian cranston');
    expect(page.results).toHaveLength(1);
    const [person] = page.results;
    expect(person).toMatchObject({ id: 17419, name: 'Bryan Cranston', known_for_department: 'Acting' });
    expect(person?.media_type).toBeUndefined();
    expect(person?.known_for?.map((t) => [t.media_type, t.id])).toEqual([
      ['tv', 1396],
      ['movie', 559969],
    ]);
  });

  it('hides adult titles unless include_adult=true, as search/multi does', async () => {
    expect((await search('movie', 'breaking bad habits')).results.map((r) => r.id)).not.toContain(990002);
    const shown = await search('movie', 'breaking bad habits', '&include_adult=true');
    expect(shown.results[0]).toMatchObject({ id: 990002 });
  });

  it('answers queries of operators and punctuation safely: words only reach the full-text parser', async () => {
    for (const kind of ['multi', 'movie', 'tv', 'person']) {
      expect((await search(kind, '-'.repeat(60))).results).toEqual([]);
      expect((await search(kind, '!!! & | :* ()')).results).toEqual([]);
    }
    const quoted = await search('multi', '"breaking" -bad | !camino:*');
    expect(quoted.results.map((r) => r.id)).toContain(559969);
  });

  it('refuses a query over 100 characters or 15 words with a TMDB-shaped 400', async () => {
    for (const query of ['a'.repeat(101), 'a '.repeat(16), 'a b c d e f g h i j k l m n o p']) {
      for (const kind of ['multi', 'movie', 'tv', 'person']) {
        const res = await getCatalogue(server, `/search/${kind}?query=${encodeURIComponent(query)}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, status_code: 47 });
        expect(res.json().status_message).toMatch(
          /query parameter 'query' must (be at most 100|have at most 15)/,
        );
      }
    }
  });
});
