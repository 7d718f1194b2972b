import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivePersonId } from './import-ids.ts';
import { getCatalogue, startCatalogueServer } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { testDatabases, type TTestServer } from '../../../test/helper.ts';

const TMDB_NOT_FOUND = {
  success: false,
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
};

describe.each(testDatabases())('local catalogue details on $name', (database) => {
  let server: TTestServer;
  beforeAll(async () => {
    server = await startCatalogueServer(database);
  });
  afterAll(async () => server?.stop());

  async function get(path: string) {
    const res = await getCatalogue(server, path);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json();
  }

  it('answers movie details in TMDB shape', async () => {
    const movie = await get('/movie/559969');
    expect(movie).toMatchObject({
      id: 559969,
      title: 'El Camino: A Breaking Bad Movie',
      original_title: 'El Camino: A Breaking Bad Movie',
      original_language: 'en',
      tagline: 'Run.',
      release_date: '2019-10-11',
      runtime: 122,
      status: 'Released',
      imdb_id: 'tt9243946',
      genres: [
        { id: 80, name: 'Crime' },
        { id: 18, name: 'Drama' },
        { id: 53, name: 'Thriller' },
      ],
      poster_path: '/movie-559969-poster.jpg',
      backdrop_path: '/movie-559969-backdrop.jpg',
      adult: false,
      video: false,
      budget: 0,
      revenue: 0,
      homepage: '',
      production_companies: [],
      spoken_languages: [{ iso_639_1: 'en', english_name: 'English', name: 'English' }],
    });
    expect(movie.credits).toBeUndefined();
  });

  it('appends credits (cast in billing order, crew), external_ids, images and watch/providers', async () => {
    const movie = await get('/movie/559969?append_to_response=credits,external_ids,images,watch/providers');
    expect(movie.credits.cast.map((c: { name: string }) => c.name)).toEqual([
      'Aaron Paul',
      'Bryan Cranston',
      'Jesse Plemons',
    ]);
    expect(movie.credits.cast[0]).toMatchObject({
      id: 84497,
      character: 'Jesse Pinkman',
      order: 0,
      known_for_department: 'Acting',
      profile_path: '/person-84497-profile.jpg',
    });
    expect(movie.credits.cast[0].credit_id).toMatch(/^[0-9a-f]{24}$/);
    expect(movie.credits.cast[2]).toMatchObject({
      id: derivePersonId('Jesse Plemons'),
      name: 'Jesse Plemons',
    });
    expect(movie.credits.crew).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 66633,
          name: 'Vince Gilligan',
          job: 'Director',
          department: 'Directing',
        }),
        expect.objectContaining({ name: 'Dave Porter', job: 'Original Music Composer', department: 'Sound' }),
      ]),
    );
    expect(movie.external_ids).toMatchObject({ imdb_id: 'tt9243946' });
    expect(movie.images.posters).toEqual([
      {
        aspect_ratio: 0.667,
        height: 1500,
        width: 1000,
        iso_639_1: 'en',
        file_path: '/movie-559969-poster.jpg',
        vote_average: 0,
        vote_count: 0,
      },
    ]);
    expect(movie.images.logos[0].file_path).toBe('/movie-559969-logo.png');
    expect(movie['watch/providers'].results.US.flatrate).toEqual([
      { provider_id: 8, provider_name: 'Netflix', logo_path: null, display_priority: 0 },
    ]);
  });

  it('appends similar and recommendations: shared genres by overlap, then popularity, never the title itself', async () => {
    const movie = await get('/movie/559969?append_to_response=similar,recommendations');
    const ids = movie.similar.results.map((r: { id: number }) => r.id);
    expect(ids[0]).toBe(9737); // Crime and Thriller shared
    expect(ids).not.toContain(559969);
    expect(ids).not.toContain(990002); // adult
    expect(ids).not.toContain(603); // no genre shared
    expect(movie.similar).toMatchObject({ page: 1, total_results: ids.length });
    expect(movie.recommendations.results[0]).toMatchObject({ id: 9737, media_type: 'movie' });
  });

  it('uses the artwork paths the file gives and keeps them', async () => {
    const movie = await get('/movie/603');
    expect(movie.poster_path).toBe('/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg');
    expect(movie.backdrop_path).toBe('/ncEsesgOJDNrTUED89hYbA117wo.jpg');
  });

  it('answers tv details with seasons, counts, networks, creators and run time', async () => {
    const series = await get('/tv/1396?append_to_response=external_ids,credits');
    expect(series).toMatchObject({
      id: 1396,
      name: 'Breaking Bad',
      original_name: 'Breaking Bad',
      first_air_date: '2008-01-20',
      last_air_date: '2013-09-29',
      status: 'Ended',
      in_production: false,
      number_of_seasons: 2,
      number_of_episodes: 5,
      episode_run_time: [48],
      origin_country: ['US'],
      networks: [
        { id: 174, name: 'AMC', logo_path: '/alqLicR1ZMHMaZGP3xRQxn9sq7p.png', origin_country: 'US' },
      ],
      created_by: [{ id: 66633, name: 'Vince Gilligan' }],
      external_ids: { imdb_id: 'tt0903747' },
      type: 'Scripted',
    });
    expect(series.seasons).toEqual([
      expect.objectContaining({ season_number: 0, name: 'Specials', episode_count: 1 }),
      expect.objectContaining({
        season_number: 1,
        name: 'Season 1',
        episode_count: 3,
        air_date: '2008-01-20',
        poster_path: '/tv-1396-s1-poster.jpg',
        overview: 'Walter White begins cooking.',
      }),
      expect.objectContaining({ season_number: 2, name: 'Season 2', episode_count: 2 }),
    ]);
    expect(series.credits.cast.map((c: { character: string }) => c.character)).toEqual([
      'Walter White',
      'Jesse Pinkman',
      'Skyler White',
    ]);
  });

  it('names networks from the providers when the file gives none', async () => {
    const series = await get('/tv/95396');
    expect(series.networks).toEqual([{ id: 350, name: 'Apple TV+', logo_path: null, origin_country: 'US' }]);
  });

  it('answers season details with each episode, its crew and guest stars', async () => {
    const season = await get('/tv/1396/season/1');
    expect(season).toMatchObject({ season_number: 1, name: 'Season 1', air_date: '2008-01-20' });
    expect(season.episodes.map((e: { name: string }) => e.name)).toEqual([
      'Pilot',
      "Cat's in the Bag...",
      'Episode 3',
    ]);
    const [pilot, second, third] = season.episodes;
    expect(pilot).toMatchObject({
      id: 62085,
      episode_number: 1,
      season_number: 1,
      show_id: 1396,
      air_date: '2008-01-20',
      runtime: 58,
      still_path: '/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg',
      vote_average: 8.3,
      vote_count: 300,
      overview: 'Walter White learns he has terminal cancer.',
    });
    expect(pilot.crew.map((c: { job: string }) => c.job)).toEqual(['Director', 'Writer']);
    expect(pilot.guest_stars.map((g: { character: string }) => g.character)).toEqual([
      'Emilio Koyama',
      'Steven Gomez',
    ]);
    expect(second.crew[0]).toMatchObject({
      name: 'Adam Bernstein',
      job: 'Director',
      department: 'Directing',
    });
    expect(third).toMatchObject({ still_path: '/tv-1396-s1e3-still.jpg', crew: [], guest_stars: [] });
  });

  it('answers episode details with external_ids, credits (series cast, episode crew, guest stars) and images', async () => {
    const episode = await get('/tv/1396/season/1/episode/1?append_to_response=external_ids,credits,images');
    expect(episode).toMatchObject({ id: 62085, name: 'Pilot', season_number: 1, episode_number: 1 });
    expect(episode.external_ids).toMatchObject({ imdb_id: null });
    expect(episode.credits.cast.map((c: { name: string }) => c.name)).toEqual([
      'Bryan Cranston',
      'Aaron Paul',
      'Anna Gunn',
    ]);
    expect(episode.credits.crew).toHaveLength(2);
    expect(episode.credits.guest_stars).toHaveLength(2);
    expect(episode.images.stills).toEqual([
      expect.objectContaining({ file_path: '/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg' }),
    ]);
  });

  it('answers /images with posters, backdrops and logos, filtered by include_image_language', async () => {
    const all = await get('/movie/603/images');
    expect(all).toMatchObject({ id: 603 });
    expect([all.posters.length, all.backdrops.length, all.logos.length]).toEqual([1, 1, 1]);
    const english = await get('/tv/1396/images?include_image_language=en');
    expect(english.logos).toEqual([
      expect.objectContaining({ file_path: '/tv-1396-logo.png', iso_639_1: 'en' }),
    ]);
    expect(english.backdrops).toEqual([]);
    const withNull = await get('/tv/1396/images?include_image_language=en,null');
    expect(withNull.backdrops).toHaveLength(1);
  });

  it('answers genre lists and the eight watch providers', async () => {
    const movieGenres = await get('/genre/movie/list');
    expect(movieGenres.genres).toContainEqual({ id: 28, name: 'Action' });
    const seriesGenres = await get('/genre/tv/list');
    expect(seriesGenres.genres).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
    const providers = await get('/watch/providers/movie?watch_region=US');
    expect(providers.results.map((p: { provider_id: number }) => p.provider_id)).toEqual([
      8, 337, 15, 9, 350, 1899, 531, 386,
    ]);
  });

  it("answers a title's watch providers, from provider_ids or watch/providers", async () => {
    expect(await get('/movie/8961/watch/providers')).toEqual({
      id: 8961,
      results: {
        US: {
          link: '/movies/8961',
          flatrate: [{ provider_id: 9, provider_name: 'Prime Video', logo_path: null, display_priority: 3 }],
        },
      },
    });
    expect(await get('/movie/20283/watch/providers')).toEqual({ id: 20283, results: {} });
    const series = await get('/tv/1396/watch/providers');
    expect(series.results.US).toMatchObject({ link: '/series/1396', flatrate: [{ provider_id: 8 }] });
  });

  it.each([
    '/movie/1',
    '/tv/1',
    '/tv/559969',
    '/tv/1396/season/9',
    '/tv/1/season/1',
    '/tv/1396/season/1/episode/99',
    '/movie/1/images',
    '/tv/1/watch/providers',
  ])('answers %s with a TMDB-shaped 404', async (path) => {
    const res = await getCatalogue(server, path);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(TMDB_NOT_FOUND);
  });
});
