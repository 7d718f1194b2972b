/** The episode page's shape while it loads, box for box (back link, still and play row, heading and facts). */
export function EpisodeSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="detail-skeleton"
      className="mx-auto min-h-dvh max-w-6xl space-y-4 px-4 pt-4 pb-16 sm:px-6 sm:pt-6"
    >
      <span className="sr-only">Loading episode</span>
      <div className="shimmer h-5 w-40 rounded bg-zinc-200 dark:bg-zinc-800" aria-hidden="true" />
      <div
        className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start"
        aria-hidden="true"
      >
        <div className="order-2 space-y-4 lg:order-none lg:row-span-2">
          <div className="shimmer aspect-video w-full rounded-2xl bg-zinc-200 dark:bg-zinc-800" />
          <div className="shimmer h-11 w-48 rounded-full bg-zinc-200 dark:bg-zinc-800" />
        </div>
        <div className="order-1 space-y-3 lg:order-none">
          <div className="shimmer h-5 w-32 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="shimmer h-8 w-3/4 rounded bg-zinc-200 sm:h-10 dark:bg-zinc-800" />
          <div className="shimmer h-5 w-40 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="shimmer h-5 w-56 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
      </div>
    </div>
  );
}
