import { describe, expect, it } from 'vitest';
import { mergeByPopularity, uniqueMedia } from './merge-media.ts';
import type { TMediaItem } from './tmdb.ts';

const movie = (id: number, popularity: number): TMediaItem => ({ id, title: `Movie ${id}`, popularity });
const series = (id: number, popularity: number): TMediaItem => ({ id, name: `Series ${id}`, popularity });

describe('merging a movies page and a series page (All)', () => {
  it('interleaves them by popularity, most popular first', () => {
    const movies = [movie(1, 90), movie(2, 50), movie(3, 10)];
    const seriesList = [series(1, 70), series(2, 60), series(3, 5)];
    const merged = mergeByPopularity([movies, seriesList]);
    expect(merged.map((i) => i.popularity)).toEqual([90, 70, 60, 50, 10, 5]);
    expect(merged.map((i) => i.title ?? i.name)).toEqual([
      'Movie 1',
      'Series 1',
      'Series 2',
      'Movie 2',
      'Movie 3',
      'Series 3',
    ]);
  });
  it('keeps every item: 20 movies and 20 series make 40', () => {
    const movies = Array.from({ length: 20 }, (_, i) => movie(i + 1, 100 - i * 3));
    const seriesList = Array.from({ length: 20 }, (_, i) => series(i + 1, 99 - i * 2));
    expect(mergeByPopularity([movies, seriesList])).toHaveLength(40);
  });
  it('keeps each list in its own order and the first list first on ties', () => {
    const merged = mergeByPopularity([
      [movie(1, 10), movie(2, 30)],
      [series(1, 10), series(2, 5)],
    ]);
    expect(merged.map((i) => `${i.title ?? i.name}`)).toEqual(['Movie 1', 'Movie 2', 'Series 1', 'Series 2']);
  });
  it('does not confuse a movie and a series with the same id, and drops true repeats', () => {
    const merged = mergeByPopularity([[movie(7, 50)], [series(7, 40), movie(7, 30)]]);
    expect(merged).toEqual([movie(7, 50), series(7, 40)]);
  });
  it('copes with an empty or missing side', () => {
    expect(mergeByPopularity([[], [series(1, 1)]])).toEqual([series(1, 1)]);
    expect(mergeByPopularity([])).toEqual([]);
  });
});

describe('uniqueMedia', () => {
  it('drops later repeats of the same title, keeping the first', () => {
    expect(uniqueMedia([movie(1, 5), series(1, 4), movie(1, 3)])).toEqual([movie(1, 5), series(1, 4)]);
  });
});
