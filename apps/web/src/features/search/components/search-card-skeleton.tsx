/** A placeholder the shape of a result card, shown while the first page loads. */
export function SearchCardSkeleton() {
  return (
    <div data-testid="search-card-skeleton" aria-hidden="true">
      <div className="shimmer aspect-[2/3] rounded-lg bg-zinc-200 dark:bg-zinc-800" />
      <div className="shimmer mt-2 h-4 w-4/5 rounded bg-zinc-200 dark:bg-zinc-800" />
      <div className="shimmer mt-1.5 h-3 w-1/2 rounded bg-zinc-200 dark:bg-zinc-800" />
    </div>
  );
}
