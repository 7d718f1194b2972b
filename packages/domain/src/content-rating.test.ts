import { describe, expect, it } from 'vitest';
import {
  KIDS_RATING_LIMIT,
  NO_RATING_LIMIT,
  RATING_LIMIT_FOR_FILTER,
  RATING_SCALES,
  ratingLimitKey,
} from './content-rating.ts';

describe('rating limits', () => {
  it('gives each distinct limit its own key and "all" only to no limit', () => {
    const keys = [NO_RATING_LIMIT, KIDS_RATING_LIMIT, ...Object.values(RATING_LIMIT_FOR_FILTER)].map(
      ratingLimitKey,
    );
    expect(keys[0]).toBe('all');
    expect(new Set(keys.slice(1, 4)).size).toBe(3);
    expect(ratingLimitKey({ movie: null, tv: null, unrated: 'block' })).not.toBe('all');
  });

  it('names only certifications of the US scale in its preset limits', () => {
    for (const limit of [KIDS_RATING_LIMIT, ...Object.values(RATING_LIMIT_FOR_FILTER)]) {
      if (limit.movie !== null) expect(RATING_SCALES.US.movie).toContain(limit.movie);
      if (limit.tv !== null) expect(RATING_SCALES.US.tv).toContain(limit.tv);
    }
  });
});
