import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { useIsIdle } from '../../../lib/when-idle.ts';

const AdBanner = lazy(() => import('./ad-banner.tsx'));

export interface TAdSlotProps {
  /** Which slot of the page this is. */
  name: string;
  /** Show this ad (by id) rather than a random one. */
  adId?: string;
  className?: string;
}

/**
 * A place for an ad, of its final size from the first paint (728 × 90, or 320 × 100 on phones) so nothing
 * moves when the ad arrives. The ad's code and the ads list load only once the page is idle.
 */
export function AdSlot({ name, adId, className }: TAdSlotProps) {
  const isIdle = useIsIdle();
  return (
    <aside
      aria-label="Advertisement"
      data-testid="ad-slot"
      data-slot={name}
      className={clsx(
        'relative mx-auto flex h-[100px] w-full max-w-[320px] shrink-0 flex-col items-center justify-center gap-1 overflow-hidden rounded-xl border border-dashed border-zinc-300 bg-zinc-50 text-zinc-500 sm:h-[90px] sm:max-w-[728px] dark:border-zinc-700 dark:bg-zinc-900/50 dark:text-zinc-400',
        className,
      )}
    >
      {isIdle ? (
        <Suspense fallback={<EmptySlot state="waiting" />}>
          <AdBanner {...(adId === undefined ? {} : { adId })} fallback={<EmptySlot state="no-ad" />} />
        </Suspense>
      ) : (
        <EmptySlot state="waiting" />
      )}
    </aside>
  );
}

/** The slot without an ad: while the ads load ('waiting'), or when none is due ('no-ad'). */
function EmptySlot({ state }: { state: 'waiting' | 'no-ad' }) {
  return (
    <>
      <span className="rounded bg-zinc-200 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-widest text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
        Ad
      </span>
      <span className="text-xs font-medium" data-ad-state={state}>
        Advertisement
      </span>
    </>
  );
}
