import { describe, expect, it } from 'vitest';
import { bookmarkTargetOf, mediaItemOfBookmark } from './bookmark-media.ts';
import { displayTitle, formatItemRating, mediaKind, releaseDateOf } from '../media.ts';

describe('bookmark snapshots', () => {
  it('keeps what a card shows and gives it back as a list item', () => {
    const series = {
      id: 1396,
      name: 'Breaking Bad',
      poster_path: '/bb.jpg',
      first_air_date: '2008-01-20',
      vote_average: 8.9,
      vote_count: 100,
      genre_ids: [18, 80, 10765],
    };
    const target = bookmarkTargetOf(series);
    expect(target).toEqual({
      mediaId: 1396,
      mediaType: 'tv',
      snapshot: {
        title: 'Breaking Bad',
        posterPath: '/bb.jpg',
        date: '2008-01-20',
        voteAverage: 8.9,
        genreIds: [18, 80, 10765],
      },
    });
    const item = mediaItemOfBookmark({ ...target, category: 'watchlist', addedAt: 1, updatedAt: 1 });
    expect(mediaKind(item)).toBe('tv');
    expect(displayTitle(item)).toBe('Breaking Bad');
    expect(releaseDateOf(item)).toBe('2008-01-20');
    expect(formatItemRating(item)).toBe('8.9');
    expect(item.genre_ids).toEqual([18, 80, 10765]);
  });

  it('shows an unvoted title as N/A and a title-less one with the fallback name', () => {
    const target = bookmarkTargetOf({ id: 5, title: '', vote_average: 0, vote_count: 0 });
    expect(target.snapshot).toEqual({ title: 'Untitled Movie', posterPath: null });
    const item = mediaItemOfBookmark({ mediaId: 5, category: 'watched', addedAt: 1, updatedAt: 1 });
    expect(formatItemRating(item)).toBe('N/A');
    expect(displayTitle(item)).toBe('Untitled Movie');
  });
});
