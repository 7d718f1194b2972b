import { describe, expect, it } from 'vitest';
import { filterAndSortResults } from './search.ts';
import type { TMediaItem } from './tmdb.ts';

const items: TMediaItem[] = [
  { id: 1, media_type: 'movie', title: 'A', popularity: 10, vote_average: 5, release_date: '2001-01-01' },
  { id: 2, media_type: 'tv', name: 'B', popularity: 30, first_air_date: '2010-05-05' },
  { id: 3, media_type: 'person', name: 'C', popularity: 99 },
  { id: 4, media_type: 'movie', title: 'D', vote_average: 9, release_date: '' },
];
const ids = (list: TMediaItem[]) => list.map((i) => i.id);

describe('search result filtering and sorting', () => {
  it('keeps only movies and series, or only the chosen type', () => {
    expect(ids(filterAndSortResults(items, 'all', 'popularity.desc'))).toEqual([2, 1, 4]);
    expect(ids(filterAndSortResults(items, 'tv', 'popularity.desc'))).toEqual([2]);
  });
  it('puts items missing the sort value last in either direction', () => {
    expect(ids(filterAndSortResults(items, 'all', 'popularity.asc'))).toEqual([1, 2, 4]);
    expect(ids(filterAndSortResults(items, 'all', 'vote_average.asc'))).toEqual([1, 4, 2]);
  });
  it('sorts release dates using the movie or TV date', () => {
    expect(ids(filterAndSortResults(items, 'all', 'release_date.desc'))).toEqual([2, 1, 4]);
    expect(ids(filterAndSortResults(items, 'all', 'release_date.asc'))).toEqual([1, 2, 4]);
  });
});
