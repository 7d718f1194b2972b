import { describe, expect, it } from 'vitest';
import {
  displayTitle,
  formatItemRating,
  formatRating,
  hasRating,
  isTrending,
  mediaKind,
  truncateText,
  yearLabel,
} from './media.ts';

describe('media items', () => {
  it('takes the kind from media_type, else title means movie, else name means tv', () => {
    expect(mediaKind({ id: 1, media_type: 'tv', title: 'x' })).toBe('tv');
    expect(mediaKind({ id: 1, title: 'x' })).toBe('movie');
    expect(mediaKind({ id: 1, name: 'x' })).toBe('tv');
    expect(mediaKind({ id: 1, media_type: 'person', name: 'x' })).toBeUndefined();
  });
  it('falls back to Untitled Movie, Untitled Series and Untitled', () => {
    expect(displayTitle({ id: 1, media_type: 'movie' })).toBe('Untitled Movie');
    expect(displayTitle({ id: 1, media_type: 'tv' })).toBe('Untitled Series');
    expect(displayTitle({ id: 1 })).toBe('Untitled');
    expect(displayTitle({ id: 1, title: '', original_title: 'Orig' })).toBe('Orig');
  });
  it("labels the year from the release date, else the first air date with '(first release)', else Unknown", () => {
    expect(yearLabel({ id: 1, release_date: '1999-10-15' })).toBe('1999');
    expect(yearLabel({ id: 1, first_air_date: '2008-01-20' })).toBe('2008 (first release)');
    expect(yearLabel({ id: 1, release_date: '' })).toBe('Unknown');
  });
  it('shows ratings to one decimal', () => {
    expect(formatRating(8.4321)).toBe('8.4');
    expect(formatRating(7)).toBe('7.0');
    expect(formatRating(undefined)).toBe('N/A');
  });
  it("shows 'N/A' for a title nobody has voted on, not 0.0", () => {
    expect(formatItemRating({ vote_average: 0, vote_count: 0 })).toBe('N/A');
    expect(formatItemRating({ vote_average: 7.25, vote_count: 10 })).toBe('7.3');
    expect(formatItemRating({ vote_average: 6 })).toBe('6.0');
  });
  it('cuts overviews at the limit plus an ellipsis', () => {
    expect(truncateText('a'.repeat(90), 85)).toBe(`${'a'.repeat(85)}...`);
    expect(truncateText('short', 85)).toBe('short');
  });
  it('marks trending above popularity 450 only', () => {
    const now = Date.parse('2026-06-01');
    expect(isTrending({ popularity: 451 }, now)).toBe(true);
    expect(isTrending({ popularity: 450 }, now)).toBe(false);
  });

  it('never marks what is not out yet as trending: no votes, or a date to come', () => {
    const now = Date.parse('2026-06-01');
    expect(isTrending({ popularity: 900, vote_count: 0 }, now)).toBe(false);
    expect(isTrending({ popularity: 900, vote_count: 3, release_date: '2026-12-01' }, now)).toBe(false);
    expect(isTrending({ popularity: 900, vote_count: 3, first_air_date: '2026-05-01' }, now)).toBe(true);
  });

  it('has a rating only for a number above 0 that someone voted for', () => {
    expect(hasRating(7.2, 10)).toBe(true);
    expect(hasRating(7.2)).toBe(true);
    expect(hasRating(0, 0)).toBe(false);
    expect(hasRating(7.2, 0)).toBe(false);
    expect(hasRating(undefined)).toBe(false);
    expect(hasRating(Number.NaN)).toBe(false);
  });
});
