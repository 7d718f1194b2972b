import { bookmarkCategories, liveBookmarks } from '@marquee/domain';
import { gridCardWidth } from '../../catalogue/browse/grid-card-width.ts';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { MediaCard } from '../../catalogue/components/media-card.tsx';
import { ALL_CATEGORIES, filterBookmarks, groupBookmarkedTitles } from '../bookmark-filters.ts';
import { BookmarkFiltersBar } from '../components/bookmark-filters-bar.tsx';
import { useBookmarkFilters } from '../use-bookmark-filters.ts';
import { useBookmarkedItems } from '../use-bookmarked-items.ts';
import { useBookmarks } from '../use-bookmarks.ts';
import { DocumentTitle } from '../../../lib/document-head.tsx';
import { UserRatingLine } from '../../user-ratings/components/user-rating-control.tsx';
import { useUserRatingsByKey } from '../../user-ratings/use-user-ratings.ts';
import { ShareListMenu } from '../../published-lists/components/share-list-menu.tsx';

const NO_BOOKMARKS_TEXT = 'You have no bookmarks yet';
const NO_MATCHES_TEXT = 'No matching bookmarks';

/** /bookmarks: 'My Bookmarks', its filters (in the URL) and a grid of the bookmarked titles. */
export default function BookmarksPage() {
  const { entries, readError } = useBookmarks();
  const { filters, setFilters } = useBookmarkFilters();
  const cardWidth = gridCardWidth(useViewportWidth());
  const hasBookmarks = liveBookmarks(entries).length > 0;
  const items = useBookmarkedItems(groupBookmarkedTitles(entries, filters.category));
  const ratings = useUserRatingsByKey();
  const shown = filterBookmarks(items, filters, (title) => ratings.get(title.key));

  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <DocumentTitle>My Bookmarks · Marquee</DocumentTitle>
      <h1 className="text-3xl font-extrabold tracking-tight">My Bookmarks</h1>
      {readError && (
        <p
          role="alert"
          className="rounded-lg bg-red-100 px-4 py-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {readError}
        </p>
      )}
      <BookmarkFiltersBar filters={filters} categories={bookmarkCategories(entries)} onChange={setFilters} />
      {filters.category !== ALL_CATEGORIES && <ShareListMenu category={filters.category} />}
      {shown.length === 0 ? (
        <p className="py-16 text-center text-lg font-semibold text-zinc-600 dark:text-zinc-300" role="status">
          {hasBookmarks ? NO_MATCHES_TEXT : NO_BOOKMARKS_TEXT}
        </p>
      ) : (
        <ul
          aria-label="Bookmarked titles"
          className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-5 xl:grid-cols-6"
        >
          {shown.map(({ title, item }) => (
            <li key={title.key}>
              <MediaCard item={item} width={cardWidth} />
              <UserRatingLine value={ratings.get(title.key)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
