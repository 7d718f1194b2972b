import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPublishedListId,
  PUBLISHED_LIST_ID_BYTES,
  publishedListIdFrom,
  publishedListTitles,
} from './published-lists.ts';
import { addBookmark, removeBookmark } from './sync/bookmarks.ts';

describe('published list ids', () => {
  it('are 22 URL-safe characters from 16 random bytes, and every such id is recognised', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: PUBLISHED_LIST_ID_BYTES, maxLength: PUBLISHED_LIST_ID_BYTES }),
        (bytes) => {
          const id = publishedListIdFrom(bytes);
          expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
          expect(isPublishedListId(id)).toBe(true);
        },
      ),
    );
  });

  it('differ for different bytes', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (a, b) => {
          fc.pre(a.some((byte, i) => byte !== b[i]));
          expect(publishedListIdFrom(a)).not.toBe(publishedListIdFrom(b));
        },
      ),
    );
  });

  it('refuses too few bytes, and recognises nothing that is not an id', () => {
    expect(() => publishedListIdFrom(new Uint8Array(8))).toThrow(RangeError);
    for (const text of ['', 'short', 'a'.repeat(23), `${'a'.repeat(21)}/`, `${'a'.repeat(21)}.`]) {
      expect(isPublishedListId(text)).toBe(false);
    }
  });
});

describe('the titles of a published list', () => {
  it('are the live bookmarks of that category only, newest first, from their snapshots', () => {
    let list = addBookmark(
      [],
      {
        mediaId: 1,
        mediaType: 'movie',
        snapshot: { title: 'One', posterPath: '/1.jpg', date: '2001-01-01' },
      },
      'Weekend',
      1000,
    ).list;
    list = addBookmark(
      list,
      { mediaId: 2, mediaType: 'tv', snapshot: { title: 'Two' } },
      'Weekend',
      2000,
    ).list;
    list = addBookmark(list, { mediaId: 3, mediaType: 'movie' }, 'Weekend', 3000).list;
    list = addBookmark(list, { mediaId: 4, mediaType: 'movie' }, 'watchlist', 4000).list;
    list = removeBookmark(list, { mediaId: 3, mediaType: 'movie' }, 'Weekend', 5000).list;
    expect(publishedListTitles(list, 'Weekend')).toEqual([
      {
        mediaType: 'tv',
        mediaId: 2,
        title: 'Two',
        posterPath: null,
        date: null,
        voteAverage: null,
        genreIds: [],
      },
      {
        mediaType: 'movie',
        mediaId: 1,
        title: 'One',
        posterPath: '/1.jpg',
        date: '2001-01-01',
        voteAverage: null,
        genreIds: [],
      },
    ]);
    expect(publishedListTitles(list, 'favorites')).toEqual([]);
  });
});
