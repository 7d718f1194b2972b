import type { TSourceSearchBody } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { episodeOf, isFileOf, nameWords, tmdbTags } from './library-match.ts';

const movie = (title: string, releaseYear: number | null, tmdbId = '1'): TSourceSearchBody => ({
  type: 'movie',
  title,
  releaseYear,
  tmdbId,
  imdbId: null,
});
const episode = (
  title: string,
  releaseYear: number | null,
  season: number,
  number: number,
): TSourceSearchBody => ({
  type: 'show',
  title,
  releaseYear,
  tmdbId: '1396',
  imdbId: null,
  season: { number: season, tmdbId: '' },
  episode: { number, tmdbId: '' },
});
const path = (text: string) => text.split('/');

describe('library names', () => {
  it('reads names as lower-case words without accents, punctuation or tags', () => {
    expect(nameWords('Amélie (2001) {tmdb-194}.mkv')).toEqual(['amelie', '2001', 'mkv']);
    expect(nameWords("Ocean's.Eleven & Co")).toEqual(['oceans', 'eleven', 'and', 'co']);
  });

  it('finds TMDB tags written {tmdb-ID}, [tmdbid-ID] or {tmdb=ID}', () => {
    expect(tmdbTags('Film {tmdb-603}')).toEqual(['603']);
    expect(tmdbTags('Film [tmdbid-0603]')).toEqual(['603']);
    expect(tmdbTags('Film {TMDB=7}')).toEqual(['7']);
    expect(tmdbTags('Film (2001)')).toEqual([]);
  });

  it('reads the season and episode of S01E03', () => {
    expect(episodeOf('Show.Name.S01E03.720p.mkv')).toEqual({ season: 1, episode: 3 });
    expect(episodeOf('show - s12e104.mp4')).toEqual({ season: 12, episode: 104 });
    expect(episodeOf('Show 2008.mp4')).toBeUndefined();
  });
});

describe('which library files belong to a request', () => {
  it('matches a movie by title and year in its folder or file name', () => {
    const request = movie('The Matrix', 1999);
    expect(isFileOf(path('Movies/The Matrix (1999)/movie.mp4'), request)).toBe(true);
    expect(isFileOf(path('The.Matrix.1999.1080p.mkv'), request)).toBe(true);
    expect(isFileOf(path('The Matrix (2021)/movie.mp4'), request)).toBe(false);
    expect(isFileOf(path('The Matrix/movie.mp4'), request)).toBe(false);
    expect(isFileOf(path('The Matrix Reloaded (1999).mp4'), request)).toBe(false);
  });

  it('matches by tag whatever the name says, and a tag of another title never matches', () => {
    expect(isFileOf(path('Anything {tmdb-603}/x.mp4'), movie('The Matrix', 1999, '603'))).toBe(true);
    expect(isFileOf(path('The Matrix (1999) {tmdb-604}/x.mp4'), movie('The Matrix', 1999, '603'))).toBe(
      false,
    );
  });

  it('leaves episode files out of a movie', () => {
    expect(isFileOf(path('Breaking Bad (2008)/S01E01.mkv'), movie('Breaking Bad', 2008))).toBe(false);
  });

  it('matches an episode by S01E03 under the show, by tag or by title (the year may be left out of episode files)', () => {
    const request = episode('Breaking Bad', 2008, 1, 3);
    expect(isFileOf(path('Breaking Bad (2008)/Season 1/Breaking Bad S01E03.mkv'), request)).toBe(true);
    expect(isFileOf(path('TV/Breaking.Bad.S01E03.720p.mkv'), request)).toBe(true);
    expect(isFileOf(path('Anything {tmdb-1396}/s01e03.mp4'), request)).toBe(true);
    expect(isFileOf(path('Breaking Bad (2008)/Breaking Bad S01E04.mkv'), request)).toBe(false);
    expect(isFileOf(path('Breaking Bad (2008)/Breaking Bad S02E03.mkv'), request)).toBe(false);
    expect(isFileOf(path('Breaking Bad (2008)/extras.mkv'), request)).toBe(false);
  });
});
