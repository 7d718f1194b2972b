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

describe('release gating at its boundaries', () => {
  const midnight = Date.parse('2026-06-15T00:00:00Z');
  const hour = 60 * 60 * 1000;
  it('a movie dated today is released 12 hours and 1 ms after midnight UTC, not at 12 hours', () => {
    expect(isMovieReleased('2026-06-15', midnight + 12 * hour)).toBe(false);
    expect(isMovieReleased('2026-06-15', midnight + 12 * hour + 1)).toBe(true);
  });
  it('a season is released a day and 1 ms after its air date, not at one day', () => {
    expect(isSeasonReleased('2026-06-15', midnight + 24 * hour)).toBe(false);
    expect(isSeasonReleased('2026-06-15', midnight + 24 * hour + 1)).toBe(true);
  });
  it('missing or unreadable dates are never released and never coming soon', () => {
    for (const date of [null, undefined, '', 'soon']) {
      expect(isMovieReleased(date, midnight)).toBe(false);
      expect(isSeasonReleased(date, midnight)).toBe(false);
      expect(isComingSoon(date, midnight)).toBe(false);
    }
  });
});
