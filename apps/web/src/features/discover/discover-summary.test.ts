import { describe, expect, it } from 'vitest';
import { describeDiscover, joinNames } from './discover-summary.ts';

describe('discover summary', () => {
  it('joins names as a sentence', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Netflix'])).toBe('Netflix');
    expect(joinNames(['Netflix', 'Hulu', 'Peacock'])).toBe('Netflix, Hulu and Peacock');
  });
  it('says what the results are', () => {
    expect(describeDiscover({ mode: 'trending', type: 'all', providers: [] })).toBe(
      'Trending movies and series today, on every service',
    );
    expect(describeDiscover({ mode: 'popular', type: 'movie', providers: [15, 8] })).toBe(
      'The most popular movies on Netflix and Hulu',
    );
    expect(describeDiscover({ mode: 'trending', type: 'tv', providers: [1899] })).toBe(
      'Trending series on HBO Max: the most popular of the last 3 years',
    );
  });
});
