import { describe, expect, it } from 'vitest';
import { MEDIA_FILTER_LABELS, mediaTypesOf, parseMediaFilter } from './media-filter.ts';

describe('media filter', () => {
  it('labels the tabs All, Movies, TV Shows', () => {
    expect(Object.values(MEDIA_FILTER_LABELS)).toEqual(['All', 'Movies', 'TV Shows']);
  });
  it('reads the filter from the URL, anything else meaning All', () => {
    expect(parseMediaFilter('tv')).toBe('tv');
    expect(parseMediaFilter('movie')).toBe('movie');
    expect(parseMediaFilter('person')).toBe('all');
    expect(parseMediaFilter(null)).toBe('all');
  });
  it('lists both catalogues for All', () => {
    expect(mediaTypesOf('all')).toEqual(['movie', 'tv']);
    expect(mediaTypesOf('tv')).toEqual(['tv']);
  });
});
