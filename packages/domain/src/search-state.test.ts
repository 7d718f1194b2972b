import { describe, expect, it } from 'vitest';
import {
  keepMoviesAndSeries,
  parseSearchPage,
  parseSearchState,
  searchPageCount,
  searchTerm,
} from './search-state.ts';
import type { TMediaItem } from './tmdb.ts';

const state = (query: string) => parseSearchState(new URLSearchParams(query));

describe('search page URL state', () => {
  it('defaults to page 1, sort popularity.desc and type all', () => {
    expect(state('')).toEqual({ query: '', page: 1, type: 'all', sort: 'popularity.desc' });
  });

  it('reads query, page, type and sort', () => {
    expect(state('query=star%20wars&page=3&type=tv&sort=release_date.asc')).toEqual({
      query: 'star wars',
      page: 3,
      type: 'tv',
      sort: 'release_date.asc',
    });
  });

  it('falls back to the defaults for invalid values', () => {
    expect(state('query=x&page=abc&type=person&sort=title.desc')).toEqual({
      query: 'x',
      page: 1,
      type: 'all',
      sort: 'popularity.desc',
    });
  });

  it.each(['0', '-2', '1.5', '2e3', ' 4', '501', ''])('treats page %j as page 1', (value) => {
    expect(parseSearchPage(value)).toBe(1);
  });

  it('accepts every page from 1 to 500', () => {
    expect(parseSearchPage('1')).toBe(1);
    expect(parseSearchPage('500')).toBe(500);
    expect(parseSearchPage(null)).toBe(1);
  });
});

describe('search term and page count', () => {
  it('searches for nothing when the query is only spaces', () => {
    expect(searchTerm('   ')).toBe('');
    expect(searchTerm('  dune ')).toBe('dune');
  });

  it('sets the page count to 0 for an empty query', () => {
    expect(searchPageCount('', { total_pages: 12 })).toBe(0);
    expect(searchPageCount('  ', { total_pages: 12 })).toBe(0);
  });

  it('offers no pages when nothing matched', () => {
    expect(searchPageCount('qwxzvbn', { total_pages: 1, total_results: 0 })).toBe(0);
  });

  it('uses the reported page count, capped at the last page the catalogue serves', () => {
    expect(searchPageCount('star', { total_pages: 7, total_results: 140 })).toBe(7);
    expect(searchPageCount('star', { total_pages: 900, total_results: 18_000 })).toBe(500);
    expect(searchPageCount('star', undefined)).toBe(0);
  });
});

describe('overlay results', () => {
  it('keeps only movies and series, in the ranked order', () => {
    const items: TMediaItem[] = [
      { id: 1, media_type: 'tv', name: 'B' },
      { id: 2, media_type: 'person', name: 'P' },
      { id: 3, media_type: 'movie', title: 'A' },
      { id: 4, title: 'No type, a movie' },
    ];
    expect(keepMoviesAndSeries(items).map((item) => item.id)).toEqual([1, 3, 4]);
  });
});
