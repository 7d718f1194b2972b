import { describe, expect, it } from 'vitest';
import { isComingSoon, isMovieReleased, isSeasonReleased } from './release.ts';

const now = Date.parse('2026-06-15T12:00:00Z');

describe('release gating', () => {
  it('a movie is released only once its date is more than 12 hours old', () => {
    expect(isMovieReleased('2026-06-14', now)).toBe(true); // 36 h
    expect(isMovieReleased('2026-06-15', now)).toBe(false); // exactly 12 h
    expect(isMovieReleased(undefined, now)).toBe(false);
  });
  it('a season is released only once its air date is more than one day old', () => {
    expect(isSeasonReleased('2026-06-14', now)).toBe(true);
    expect(isSeasonReleased('2026-06-15', now)).toBe(false);
  });
  it('future dates are coming soon', () => {
    expect(isComingSoon('2026-07-01', now)).toBe(true);
    expect(isComingSoon('2026-06-01', now)).toBe(false);
  });
});
