import type { TPublishedListTitle } from '@marquee/domain';
import { z } from 'zod';
import { ZBookmarkCategory } from '../sync/sync.schemas.ts';

/**
 * A published list's id as the path carries it. Any text is taken here: a malformed id is answered as an
 * unknown one (404), not as a bad request, so the page's wording is the same for every dead link.
 */
export const ZPublishedListParams = z.strictObject({ id: z.string() });

const ZPublishedListTitle = z.object({
  mediaType: z.enum(['movie', 'tv']),
  mediaId: z.number(),
  title: z.string(),
  posterPath: z.string().nullable(),
  date: z.string().nullable(),
  voteAverage: z.number().nullable(),
  genreIds: z.array(z.number()),
}) satisfies z.ZodType<TPublishedListTitle>;

/** What anyone with the link sees: the list's name and its titles, nothing of the account or profile. */
export const ZPublishedList = z.object({
  id: z.string(),
  name: z.string(),
  titles: z.array(ZPublishedListTitle),
});

/** One of the profile's published categories, with the id of its link. */
export const ZPublishedListRef = z.object({ id: z.string(), category: z.string() });

export const ZPublishedListsAnswer = z.object({ lists: z.array(ZPublishedListRef) });

export const ZPublishListBody = z.strictObject({ category: ZBookmarkCategory });
