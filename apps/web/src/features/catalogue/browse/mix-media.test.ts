import { describe, expect, it } from 'vitest';
import type { TMediaItem } from '@marquee/domain';
import { concatLists, interleaveLists, mediaKey, mixHeroItems } from './mix-media.ts';

const movie = (id: number, backdrop = true): TMediaItem => ({
  id,
  media_type: 'movie',
  title: `Movie ${id}`,
  backdrop_path: backdrop ? `/m${id}.jpg` : null,
});
const series = (id: number, backdrop = true): TMediaItem => ({
  id,
  media_type: 'tv',
  name: `Show ${id}`,
  backdrop_path: backdrop ? `/s${id}.jpg` : null,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('mixHeroItems', () => {
  it('mixes the first 5 of each list, alternating between the lists', () => {
    const movies = range(1, 8).map((id) => movie(id));
    const seriesList = range(1, 8).map((id) => series(id));
    const mixed = mixHeroItems([movies, seriesList]);
    expect(mixed.map(mediaKey)).toEqual([
      'movie-1',
      'tv-1',
      'movie-2',
      'tv-2',
      'movie-3',
      'tv-3',
      'movie-4',
      'tv-4',
      'movie-5',
      'tv-5',
    ]);
  });

  it('shows a title that two lists share only once', () => {
    const trending = [movie(1), movie(2), movie(3)];
    const popular = [movie(2), movie(4), movie(1)];
    expect(mixHeroItems([trending, popular]).map(mediaKey)).toEqual([
      'movie-1',
      'movie-2',
      'movie-4',
      'movie-3',
    ]);
  });

  it('skips titles without a backdrop and still takes 5 from the list', () => {
    const list = [movie(1, false), ...range(2, 9).map((id) => movie(id))];
    expect(mixHeroItems([list]).map((item) => item.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it('tolerates empty and short lists', () => {
    expect(mixHeroItems([])).toEqual([]);
    expect(mixHeroItems([[], [series(7)]]).map(mediaKey)).toEqual(['tv-7']);
  });
});

describe('interleaveLists', () => {
  it('stops at the limit (the popular row holds 30)', () => {
    const movies = range(1, 20).map((id) => movie(id));
    const seriesList = range(1, 20).map((id) => series(id));
    const mixed = interleaveLists([movies, seriesList], 30);
    expect(mixed).toHaveLength(30);
    expect(mixed.slice(0, 3).map(mediaKey)).toEqual(['movie-1', 'tv-1', 'movie-2']);
  });

  it('leaves out people and items of unknown kind', () => {
    const person: TMediaItem = { id: 9, media_type: 'person', name: 'Someone' };
    expect(interleaveLists([[person, { id: 3 }, movie(1)]], 10).map(mediaKey)).toEqual(['movie-1']);
  });
});

describe('concatLists', () => {
  it('keeps the first list first (upcoming premieres before series on the air), each title once', () => {
    const premieres = [series(1), series(2)];
    const onTheAir = [series(2), series(3), series(4)];
    expect(concatLists([premieres, onTheAir], 3).map(mediaKey)).toEqual(['tv-1', 'tv-2', 'tv-3']);
  });
});
