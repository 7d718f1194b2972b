import { ZDiscoverQuery } from '@marquee/contract';
import { describe, expect, it } from 'vitest';
import { addDays, discoverFilter, parseIdGroups } from './title-lists.service.ts';

describe('discover query rules', () => {
  it('reads comma as all of and pipe as any of', () => {
    expect(parseIdGroups('28,12')).toEqual([[28], [12]]);
    expect(parseIdGroups('28|12')).toEqual([[28, 12]]);
    expect(parseIdGroups('28,12|16')).toEqual([[28], [12, 16]]);
    expect(parseIdGroups(undefined)).toBeUndefined();
  });

  it('turns a discover query into a filter and an order', () => {
    const query = ZDiscoverQuery.parse({
      with_genres: '18,80',
      without_genres: '16|99',
      with_watch_providers: '8|9',
      watch_region: 'US',
      with_original_language: 'ja',
      'vote_count.gte': '100',
      'primary_release_date.gte': '2000-01-01',
      'first_air_date.lte': '2010-01-01',
      sort_by: 'primary_release_date.asc',
    });
    expect(discoverFilter('movie', query)).toEqual({
      filter: {
        mediaTypes: ['movie'],
        includeAdult: false,
        genreGroups: [[18], [80]],
        withoutGenres: [16, 99],
        providerGroups: [[8, 9]],
        originalLanguage: 'ja',
        minVoteCount: 100,
        releasedFrom: '2000-01-01',
        releasedTo: undefined,
      },
      sort: { field: 'release_date', direction: 'asc' },
    });
    const series = discoverFilter('tv', query);
    expect([series.filter.releasedFrom, series.filter.releasedTo]).toEqual([undefined, '2010-01-01']);
  });

  it('sorts by popularity, most popular first, by default', () => {
    expect(discoverFilter('tv', ZDiscoverQuery.parse({})).sort).toEqual({
      field: 'popularity',
      direction: 'desc',
    });
    expect(discoverFilter('tv', ZDiscoverQuery.parse({ sort_by: 'name.asc' })).sort).toEqual({
      field: 'title',
      direction: 'asc',
    });
  });
});

describe('addDays', () => {
  it('moves a date across month and year ends', () => {
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
