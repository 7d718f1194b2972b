import { RotateCw } from '../../../lib/icons.tsx';
import { infiniteTriggerIndex } from '@marquee/domain';
import { gridCardWidth } from '../browse/grid-card-width.ts';
import { mediaKey } from '../browse/mix-media.ts';
import { useViewportWidth } from '../../../lib/use-viewport-width.ts';
import type { TInfiniteListState } from './infinite-media-pages.ts';
import { LoadError } from './load-error.tsx';
import { MediaCard } from './media-card.tsx';
import { MediaCardSkeleton } from './media-card-skeleton.tsx';
import { useInfiniteTrigger } from './use-infinite-trigger.ts';

export interface TInfiniteGridProps {
  list: TInfiniteListState;
  /** Names the grid for assistive technology, e.g. 'Drama movies'. */
  label: string;
  /** The text when the list holds nothing at all. */
  emptyText: string;
  /** Placeholders while the first page loads (a page's worth, so nothing shifts). */
  skeletonCount?: number;
  /** Placeholders appended while a further page loads. */
  nextSkeletonCount?: number;
}

/** 2 columns on phones up to 6 on wide screens. */
export const GRID_COLUMNS_CLASS =
  'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-5 xl:grid-cols-6';

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`skeleton-${index}`}>
      <MediaCardSkeleton />
    </li>
  ));
}

/** A grid of poster cards that loads the next page when the 5th card from the end comes into view. */
export function InfiniteGrid({
  list,
  label,
  emptyText,
  skeletonCount = 20,
  nextSkeletonCount = 6,
}: TInfiniteGridProps) {
  const setTrigger = useInfiniteTrigger({
    hasNextPage: list.hasNextPage && !list.isNextPageError,
    isLoading: list.isFetching,
    onLoadMore: list.loadMore,
  });
  const triggerIndex = infiniteTriggerIndex(list.items.length);
  // Posters are fetched at the width a cell has on this screen.
  const cardWidth = gridCardWidth(useViewportWidth());

  if (list.isError) {
    return (
      <LoadError
        title="Couldn't load these titles."
        message="Check your internet connection and try again."
        onRetry={list.retry}
        isRetrying={list.isFetching}
      />
    );
  }
  if (!list.isPending && list.items.length === 0) {
    return (
      <p
        data-testid="empty-state"
        className="rounded-2xl border border-dashed border-zinc-300 px-6 py-16 text-center text-zinc-600 dark:border-zinc-700 dark:text-zinc-400"
      >
        {emptyText}
      </p>
    );
  }
  return (
    <div>
      <ul
        className={GRID_COLUMNS_CLASS}
        aria-label={label}
        aria-busy={list.isPending || list.isFetchingNextPage}
        data-testid="infinite-grid"
      >
        {list.isPending ? (
          <Skeletons count={skeletonCount} />
        ) : (
          list.items.map((item, index) => (
            <li key={mediaKey(item)} ref={index === triggerIndex ? setTrigger : undefined}>
              <MediaCard item={item} width={cardWidth} priority={index < 6} />
            </li>
          ))
        )}
        {list.isFetchingNextPage && <Skeletons count={nextSkeletonCount} />}
      </ul>
      {list.isNextPageError && (
        <div role="alert" className="mt-6 flex flex-col items-center gap-3 text-center text-sm">
          <p className="text-zinc-600 dark:text-zinc-400">Couldn&apos;t load more titles.</p>
          <button
            type="button"
            onClick={list.retry}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            <RotateCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </button>
        </div>
      )}
      {!list.isPending && !list.hasNextPage && list.pageCount > 1 && (
        <p className="mt-10 text-center text-sm text-zinc-500 dark:text-zinc-400" data-testid="end-of-list">
          You&apos;ve reached the end.
        </p>
      )}
    </div>
  );
}
