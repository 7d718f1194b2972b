import { OVERLAY_SKELETON_COUNT, keepMoviesAndSeries, type TMediaItem } from '@marquee/domain';
import { SearchResultCard } from './search-result-card.tsx';
import { SearchResultSkeleton } from './search-result-skeleton.tsx';

export interface TSearchOverlayResultsProps {
  /** Nothing is shown for an empty query (and nothing was asked for). */
  isCleared: boolean;
  isFetching: boolean;
  isError: boolean;
  results: TMediaItem[] | undefined;
  onSelect: () => void;
}

/** The overlay's list: 4 skeletons while fetching, the movie and series results, or 'No results found'. */
export function SearchOverlayResults({
  isCleared,
  isFetching,
  isError,
  results,
  onSelect,
}: TSearchOverlayResultsProps) {
  if (isCleared || isError) return null;
  if (isFetching) {
    return (
      <div role="status" aria-label="Loading results">
        <ul className="space-y-1">
          {Array.from({ length: OVERLAY_SKELETON_COUNT }, (_, index) => (
            <SearchResultSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (!results) return null;
  const titles = keepMoviesAndSeries(results);
  if (titles.length === 0) {
    return (
      <p role="status" className="px-2 py-8 text-center text-zinc-500 dark:text-zinc-400">
        No results found
      </p>
    );
  }
  return (
    <ul className="space-y-1" aria-label="Search results">
      {titles.map((item) => (
        <SearchResultCard key={`${item.media_type ?? ''}-${item.id}`} item={item} onSelect={onSelect} />
      ))}
    </ul>
  );
}
