/** The detail page's shape while it loads: backdrop, poster and a few text lines. */
export function DetailSkeleton({ label = 'Loading details' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" data-testid="detail-skeleton" className="pb-16">
      <span className="sr-only">{label}</span>
      <div className="shimmer h-56 w-full bg-zinc-200 sm:h-80 dark:bg-zinc-800" aria-hidden="true" />
      <div className="mx-auto -mt-24 flex max-w-6xl gap-6 px-4 sm:px-6" aria-hidden="true">
        <div className="shimmer hidden aspect-[2/3] w-48 shrink-0 rounded-xl bg-zinc-300 sm:block dark:bg-zinc-700" />
        <div className="mt-28 flex-1 space-y-3 sm:mt-32">
          <div className="shimmer h-8 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="shimmer h-4 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="shimmer h-4 w-full rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="shimmer h-4 w-5/6 rounded bg-zinc-200 dark:bg-zinc-800" />
        </div>
      </div>
    </div>
  );
}
