import { describe, expect, it } from 'vitest';
import { movieStreamRequest, seriesStreamRequest } from './stream-request.ts';
import type { TMovieDetails, TTvDetails } from './tmdb.ts';

describe('stream requests', () => {
  it('a movie: title, year, tmdb and imdb ids', () => {
    const movie = { id: 832, title: 'M', release_date: '1931-05-11', imdb_id: 'tt0022100' } as TMovieDetails;
    expect(movieStreamRequest(movie)).toEqual({
      type: 'movie',
      title: 'M',
      releaseYear: 1931,
      tmdbId: '832',
      imdbId: 'tt0022100',
    });
  });

  it("an episode: the show's fields with season and episode numbers and ids", () => {
    const series = {
      id: 1396,
      name: 'Breaking Bad',
      first_air_date: '2008-01-20',
      external_ids: { imdb_id: 'tt0903747' },
      seasons: [{ id: 3572, season_number: 2 }],
    } as TTvDetails;
    expect(seriesStreamRequest(series, { id: 62085, season_number: 2, episode_number: 3 })).toEqual({
      type: 'show',
      title: 'Breaking Bad',
      releaseYear: 2008,
      tmdbId: '1396',
      imdbId: 'tt0903747',
      season: { number: 2, tmdbId: '3572' },
      episode: { number: 3, tmdbId: '62085' },
    });
  });

  it('unknown year and imdb id are null', () => {
    const movie = { id: 1, title: 'X', release_date: '', imdb_id: null } as TMovieDetails;
    expect(movieStreamRequest(movie)).toMatchObject({ releaseYear: null, imdbId: null });
  });
});
