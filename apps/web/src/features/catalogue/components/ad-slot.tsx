import clsx from 'clsx';

export interface TAdSlotProps {
  /** Which slot of the page this is (ads are chosen per slot later). */
  name: string;
  className?: string;
}

/**
 * Where an ad will show. Ads come with a later issue; until then this is a clearly marked, empty box
 * of the final size (728 × 90, or 320 × 100 on phones) so nothing moves when ads arrive.
 */
export function AdSlot({ name, className }: TAdSlotProps) {
  return (
    <aside
      aria-label="Advertisement"
      data-testid="ad-slot"
      data-slot={name}
      className={clsx(
        'mx-auto flex h-[100px] w-full max-w-[320px] shrink-0 flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-zinc-300 bg-zinc-50 text-zinc-500 sm:h-[90px] sm:max-w-[728px] dark:border-zinc-700 dark:bg-zinc-900/50 dark:text-zinc-400',
        className,
      )}
    >
      <span className="rounded bg-zinc-200 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-widest text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        Ad
      </span>
      <span className="text-xs font-medium">Advertisement</span>
    </aside>
  );
}
