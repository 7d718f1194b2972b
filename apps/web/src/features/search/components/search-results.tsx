import clsx from 'clsx';
import { SEARCH_PAGE_SKELETON_COUNT, type TMediaItem } from '@marquee/domain';
import { gridColumns } from '../../catalogue/browse/grid-card-width.ts';
import { MediaCard } from '../../catalogue/components/media-card.tsx';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import { SearchCardSkeleton } from './search-card-skeleton.tsx';

export interface TSearchResultsProps {
  query: string;
  /** Filtered and sorted; undefined while nothing has loaded yet. */
  items: TMediaItem[] | undefined;
  isError: boolean;
  /** Another page is loading over the results shown. */
  isRefreshing: boolean;
}

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

/** The 'SEARCH RESULTS' grid with its loading, no-match and failure states. */
export function SearchResults({ query, items, isError, isRefreshing }: TSearchResultsProps) {
  // The first row's posters load first (eagerly, at high priority): the largest picture of the first screen is
  // among them. More would share a phone's few connections with it and the page's scripts.
  const firstRow = gridColumns(useViewportWidth());
  let body;
  if (isError) {
    body = (
      <p role="alert" className="py-12 text-center font-medium text-red-600 dark:text-red-400">
        Error: Error fetching search results, try checking your internet connection
      </p>
    );
  } else if (!items) {
    body = (
      <div className={GRID} role="status" aria-label="Loading results">
        {Array.from({ length: SEARCH_PAGE_SKELETON_COUNT }, (_, index) => (
          <SearchCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p role="status" className="py-12 text-center text-zinc-500 dark:text-zinc-400">
        No results found for &quot;{query}&quot;
      </p>
    );
  } else {
    body = (
      <div className={clsx(GRID, 'transition-opacity', isRefreshing && 'opacity-50')}>
        {items.map((item, index) => (
          <MediaCard key={`${item.media_type ?? ''}-${item.id}`} item={item} priority={index < firstRow} />
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="search-results-title" aria-busy={!isError && (!items || isRefreshing)}>
      <h2 id="search-results-title" className="mb-4 text-lg font-bold tracking-wide">
        SEARCH RESULTS
      </h2>
      {body}
    </section>
  );
}
