/**
 * A placeholder the size of a MediaCard (poster, two title lines, year and rating, genre chips). `isStill`
 * drops the shimmer for placeholders of sections not yet built (below the first screen, not loading).
 */
export function MediaCardSkeleton({ isStill = false }: { isStill?: boolean }) {
  const shimmer = isStill ? '' : 'shimmer ';
  return (
    <div aria-hidden="true" data-testid="media-card-skeleton">
      <div className={`${shimmer}aspect-[2/3] rounded-lg bg-zinc-200 dark:bg-zinc-800`} />
      <div className="mt-2 space-y-1">
        <div className="flex h-[2.75em] flex-col justify-center gap-1.5 text-sm">
          <div className={`${shimmer}h-3 w-11/12 rounded bg-zinc-200 dark:bg-zinc-800`} />
          <div className={`${shimmer}h-3 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800`} />
        </div>
        <div className={`${shimmer}h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800`} />
        <div className="flex h-[19px] gap-1">
          <div className={`${shimmer}w-12 rounded bg-zinc-200 dark:bg-zinc-800`} />
          <div className={`${shimmer}w-10 rounded bg-zinc-200 dark:bg-zinc-800`} />
        </div>
      </div>
    </div>
  );
}
