/**
 * A placeholder the size of a MediaCard (poster, two title lines, year and rating, genre chips). Only the
 * poster shimmers (each shimmer is an animated layer, and a page holds dozens of these); `isStill` drops it
 * for placeholders off the screen or of sections not yet built.
 */
export function MediaCardSkeleton({ isStill = false }: { isStill?: boolean }) {
  // A still placeholder keeps only the boxes that give it its height: it waits off the screen or for a frame,
  // and a page holds dozens of them (each bar an element to build and lay out on a slow phone).
  if (isStill) {
    return (
      <div aria-hidden="true" data-testid="media-card-skeleton">
        <div className="aspect-[2/3] rounded-lg bg-zinc-200 dark:bg-zinc-800" />
        <div className="mt-2 space-y-1">
          <div className="h-[2.75em] text-sm" />
          <div className="h-3" />
          <div className="h-[19px]" />
        </div>
      </div>
    );
  }
  return (
    <div aria-hidden="true" data-testid="media-card-skeleton">
      <div className="shimmer aspect-[2/3] rounded-lg bg-zinc-200 dark:bg-zinc-800" />
      <div className="mt-2 space-y-1">
        <div className="flex h-[2.75em] flex-col justify-center gap-1.5 text-sm">
          <div className="h-3 w-11/12 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-3 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
        <div className="h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
        <div className="flex h-[19px] gap-1">
          <div className="w-12 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="w-10 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
      </div>
    </div>
  );
}
