import { POSTER_THUMB_WIDTH } from '@marquee/domain';

/** A placeholder the shape of an overlay result, shown while results load. */
export function SearchResultSkeleton() {
  return (
    <li className="flex gap-3 p-2" data-testid="search-result-skeleton" aria-hidden="true">
      <div
        className="shimmer shrink-0 rounded-lg bg-zinc-200 dark:bg-zinc-800"
        style={{ width: POSTER_THUMB_WIDTH, aspectRatio: '2 / 3' }}
      />
      <div className="flex-1 space-y-2 py-1">
        <div className="shimmer h-4 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="shimmer h-3 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="shimmer h-3 w-full rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="shimmer h-3 w-4/5 rounded bg-zinc-200 dark:bg-zinc-800" />
      </div>
    </li>
  );
}
