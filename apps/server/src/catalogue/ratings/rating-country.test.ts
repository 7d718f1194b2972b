// The rating filter on a server whose operator chose the British scale: titles are judged by their GB
// certification as the import read it from TMDB's release dates and content ratings, by their US one when
// they have no GB one.
import { CONTENT_FILTER_COOKIE } from '@marquee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TTestServer, startTestServer } from '../../../test/helper.ts';
import { importCatalogue, parseImportFile } from '../local/import-catalogue.ts';

const releaseDates = (certifications: Record<string, string>) => ({
  results: Object.entries(certifications).map(([country, certification]) => ({
    iso_3166_1: country,
    release_dates: [{ certification, type: 3 }],
  })),
});
const contentRatings = (ratings: Record<string, string>) => ({
  results: Object.entries(ratings).map(([country, rating]) => ({ iso_3166_1: country, rating })),
});

const movie = (id: number, certifications: Record<string, string>) => ({
  id,
  title: `Rated Film ${id}`,
  popularity: 100 - (id % 100),
  vote_count: 100,
  vote_average: 7,
  genre_ids: [18],
  release_dates: releaseDates(certifications),
});
const series = (id: number, ratings: Record<string, string>) => ({
  id,
  name: `Rated Series ${id}`,
  popularity: 100 - (id % 100),
  vote_count: 100,
  vote_average: 7,
  genre_ids: [18],
  content_ratings: contentRatings(ratings),
});

const GB_15_US_PG13 = 996_001;
const GB_12A_US_R = 996_002;
const US_R_ONLY = 996_003;
const GB_PG_ONLY = 996_004;
const UNRATED = 996_005;
const GB_X_US_PG = 996_006; // "X" is no longer on the BBFC scale: the US rating decides
const GB_U_SERIES = 996_101; // US TV-PG
const GB_PG_SERIES = 996_102; // US TV-Y7

describe.each(testDatabases())('the rating filter of a GB server, $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { RATING_COUNTRY: 'GB' }, { seed: false });
    await importCatalogue(
      server.database.db,
      parseImportFile({
        movies: [
          movie(GB_15_US_PG13, { US: 'PG-13', GB: '15' }),
          movie(GB_12A_US_R, { US: 'R', GB: '12A' }),
          movie(US_R_ONLY, { US: 'R' }),
          movie(GB_PG_ONLY, { GB: 'PG' }),
          { ...movie(UNRATED, {}), release_dates: undefined },
          movie(GB_X_US_PG, { US: 'PG', GB: 'X' }),
        ],
        tv: [series(GB_U_SERIES, { US: 'TV-PG', GB: 'U' }), series(GB_PG_SERIES, { US: 'TV-Y7', GB: 'PG' })],
      }),
    );
    await server.answers.refresh();
  }, 180_000);
  afterAll(async () => server?.stop());

  const ids = async (path: string, filter?: string) => {
    const res = await server.app.inject({
      url: `/api/tmdb/3${path}`,
      headers: filter ? { cookie: `${CONTENT_FILTER_COOKIE}=${filter}` } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: { id: number }[] }>().results.map((item) => item.id);
  };

  it('shows every title with no filter', async () => {
    expect(await ids('/movie/popular')).toEqual(
      expect.arrayContaining([GB_15_US_PG13, GB_12A_US_R, US_R_ONLY, GB_PG_ONLY, UNRATED, GB_X_US_PG]),
    );
  });

  it('lets 12A through moderate and keeps 15 out, by the GB rating over the US one', async () => {
    const moderate = await ids('/movie/popular', 'moderate');
    expect(moderate).toEqual(expect.arrayContaining([GB_12A_US_R, GB_PG_ONLY, UNRATED, GB_X_US_PG]));
    expect(moderate).not.toContain(GB_15_US_PG13);
    // No GB rating: the US R keeps it out.
    expect(moderate).not.toContain(US_R_ONLY);
  });

  it('keeps only U and PG under strict, and unrated titles out', async () => {
    expect((await ids('/movie/popular', 'strict')).sort()).toEqual([GB_PG_ONLY, GB_X_US_PG].sort());
    const refused = await server.app.inject({
      url: `/api/tmdb/3/movie/${GB_12A_US_R}`,
      headers: { cookie: `${CONTENT_FILTER_COOKIE}=strict` },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('gives a kids limit the U series and not the PG one, whatever their US ratings', async () => {
    expect(await ids('/tv/popular', 'kids')).toEqual([GB_U_SERIES]);
    expect((await ids('/tv/popular', 'strict')).sort()).toEqual([GB_U_SERIES, GB_PG_SERIES].sort());
  });
});
