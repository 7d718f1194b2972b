import { useQueries } from '@tanstack/react-query';
import { mediaItemOfBookmark, type TBookmark, type TMediaItem } from '@marquee/domain';
import { movieDetailsQuery, tvDetailsQuery } from '../catalogue/queries.ts';
import type { TBookmarkedTitle, TShownBookmark } from './bookmark-filters.ts';

const needsDetails = (entry: TBookmark) => !entry.snapshot?.title;

/**
 * Each bookmarked title as a card's list item: from its snapshot, so showing the page asks the catalogue
 * nothing; only a bookmark saved without one (from elsewhere) is looked up, through the detail queries.
 */
export function useBookmarkedItems(titles: readonly TBookmarkedTitle[]): TShownBookmark[] {
  const missing = titles.filter((title) => needsDetails(title.entry));
  const details = useQueries({
    queries: missing.map(({ entry }) =>
      entry.mediaType === 'tv' ? tvDetailsQuery(entry.mediaId) : movieDetailsQuery(entry.mediaId),
    ),
  });
  const fetched = new Map<string, TMediaItem>();
  missing.forEach((title, index) => {
    const data = details[index]?.data;
    if (!data) return;
    const kind = title.entry.mediaType ?? 'movie';
    fetched.set(title.key, {
      ...data,
      media_type: kind,
      genre_ids: data.genres?.map((genre) => genre.id) ?? [],
    });
  });
  return titles.map((title) => ({ title, item: fetched.get(title.key) ?? mediaItemOfBookmark(title.entry) }));
}
