/**
 * The detail page's shape while it loads, box for box the title hero's (backdrop, poster, heading box, facts,
 * buttons), and at least a screen tall: the page then fills in place and the footer, below the fold, never jumps.
 */
export function DetailSkeleton({ label = 'Loading details' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="detail-skeleton" className="min-h-dvh pb-16">
      <span className="sr-only">{label}</span>
      <div
        className="shimmer aspect-video max-h-[60vh] w-full bg-zinc-200 sm:max-h-[480px] dark:bg-zinc-800"
        aria-hidden="true"
      />
      <div
        className="relative mx-auto -mt-20 flex max-w-6xl flex-col gap-5 px-4 sm:-mt-40 sm:flex-row sm:px-6"
        aria-hidden="true"
      >
        <div className="shimmer aspect-[2/3] w-32 shrink-0 rounded-xl bg-zinc-300 sm:w-52 dark:bg-zinc-700" />
        <div className="flex-1 space-y-3 sm:pt-16">
          <div className="flex min-h-20 items-end sm:min-h-28">
            <div className="shimmer h-9 w-2/3 rounded bg-zinc-200 sm:h-10 dark:bg-zinc-800" />
          </div>
          <div className="shimmer h-6 w-1/3 rounded-full bg-zinc-200 dark:bg-zinc-800" />
          <div className="shimmer h-5 w-3/4 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="shimmer h-10 w-64 max-w-full rounded-full bg-zinc-200 dark:bg-zinc-800" />
        </div>
      </div>
    </div>
  );
}
