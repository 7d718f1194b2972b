import { liveBookmarks, type TBookmark } from './sync/bookmarks.ts';

/**
 * A bookmark category published by link: anyone with the link reads its titles (nothing of the account or
 * profile), until the owner unpublishes it. The id is the only secret: 16 random bytes, base64url (22
 * characters), so it cannot be guessed or walked.
 */
export const PUBLISHED_LIST_ID_BYTES = 16;
export const PUBLISHED_LIST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A new list id from random bytes (passed in, so the rule stays pure). */
export function publishedListIdFrom(bytes: Uint8Array): string {
  if (bytes.length !== PUBLISHED_LIST_ID_BYTES) {
    throw new RangeError(`A list id takes ${PUBLISHED_LIST_ID_BYTES} random bytes.`);
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether a text can be a list id at all (anything else is not found without asking the database). */
export function isPublishedListId(value: string): boolean {
  return PUBLISHED_LIST_ID_PATTERN.test(value);
}

/** One title of a published list, as its card shows it: no dates of when or by whom it was added. */
export interface TPublishedListTitle {
  mediaType: 'movie' | 'tv';
  mediaId: number;
  title: string;
  posterPath: string | null;
  date: string | null;
  voteAverage: number | null;
  genreIds: number[];
}

/** The titles of a category as published: its live bookmarks, newest first, one per title. */
export function publishedListTitles(
  bookmarks: readonly TBookmark[],
  category: string,
): TPublishedListTitle[] {
  const seen = new Set<string>();
  return liveBookmarks(bookmarks)
    .filter((entry) => entry.category === category)
    .sort((a, b) => b.addedAt - a.addedAt || a.mediaId - b.mediaId)
    .flatMap((entry) => {
      const mediaType = entry.mediaType ?? 'movie';
      const key = `${mediaType}:${entry.mediaId}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const snapshot = entry.snapshot ?? {};
      return [
        {
          mediaType,
          mediaId: entry.mediaId,
          title: snapshot.title ?? '',
          posterPath: snapshot.posterPath ?? null,
          date: snapshot.date ?? null,
          voteAverage: snapshot.voteAverage ?? null,
          genreIds: snapshot.genreIds ?? [],
        },
      ];
    });
}
