/** The hero's place while its lists load: the same box, shimmering, with the text lines it will hold. */
export function HeroSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="hero-skeleton"
      className="absolute inset-0 bg-zinc-200 dark:bg-zinc-900"
    >
      <div className="shimmer absolute inset-0" />
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-3 p-5 pb-14 sm:max-w-2xl sm:p-8 sm:pb-16 lg:p-10 lg:pb-16">
        <div className="flex h-16 items-end sm:h-24">
          <div className="h-9 w-2/3 rounded-lg bg-zinc-300/70 dark:bg-zinc-800" />
        </div>
        <div className="h-5 w-40 rounded bg-zinc-300/70 dark:bg-zinc-800" />
        <div className="space-y-2">
          <div className="h-4 w-full max-w-xl rounded bg-zinc-300/70 dark:bg-zinc-800" />
          <div className="h-4 w-4/5 max-w-lg rounded bg-zinc-300/70 dark:bg-zinc-800" />
        </div>
        <div className="h-10 w-32 rounded-full bg-zinc-300/70 dark:bg-zinc-800" />
      </div>
    </div>
  );
}
