import { OVERLAY_SKELETON_COUNT, type TMediaItem } from '@marquee/domain';
import { SearchResultCard } from './search-result-card.tsx';
import { SearchResultSkeleton } from './search-result-skeleton.tsx';

export interface TSearchOverlayResultsProps {
  /** Nothing is shown for an empty query (and nothing was asked for). */
  isCleared: boolean;
  isFetching: boolean;
  isError: boolean;
  /** The movie and series results (people left out). */
  titles: TMediaItem[] | undefined;
  /** The id of the results list, which the search box controls. */
  listId: string;
  /** The id of each result, which the search box points at while it is highlighted. */
  optionId: (index: number) => string;
  /** The result the arrow keys highlighted; -1 for none. */
  highlighted: number;
  onSelect: () => void;
}

/** The overlay's list: 4 skeletons while fetching, the movie and series results, or 'No results found'. */
export function SearchOverlayResults({
  isCleared,
  isFetching,
  isError,
  titles,
  listId,
  optionId,
  highlighted,
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
  if (!titles) return null;
  if (titles.length === 0) {
    return (
      <p role="status" className="px-2 py-8 text-center text-zinc-500 dark:text-zinc-400">
        No results found
      </p>
    );
  }
  return (
    <div role="listbox" id={listId} className="space-y-1" aria-label="Search results">
      {titles.map((item, index) => (
        <SearchResultCard
          key={`${item.media_type ?? ''}-${item.id}`}
          id={optionId(index)}
          item={item}
          isHighlighted={index === highlighted}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}
