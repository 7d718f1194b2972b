import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './catalogue-answers.ts';

describe('canonicalUrl', () => {
  it('sorts query parameters, so the same request in another order shares an answer', () => {
    expect(canonicalUrl('/api/tmdb/3/discover/movie?with_genres=18&sort_by=popularity.desc&page=2')).toBe(
      '/api/tmdb/3/discover/movie?page=2&sort_by=popularity.desc&with_genres=18',
    );
  });

  it('keeps repeated parameters in their order, and leaves a bare path alone', () => {
    expect(canonicalUrl('/p?b=2&a=1&b=1')).toBe('/p?a=1&b=2&b=1');
    expect(canonicalUrl('/api/tmdb/3/trending/movie/day')).toBe('/api/tmdb/3/trending/movie/day');
    expect(canonicalUrl('/p?')).toBe('/p');
  });

  it('reads the same value written two ways as one', () => {
    expect(canonicalUrl('/search?query=the%20office')).toBe(canonicalUrl('/search?query=the+office'));
  });
});
