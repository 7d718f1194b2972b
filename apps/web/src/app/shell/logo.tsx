import { Clapperboard } from '../../lib/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { PrefetchLink } from '../../lib/prefetch-link.tsx';

/**
 * The Marquee wordmark, linking home. `compact`: on the narrowest phones only the mark shows, so the header's
 * search, alerts and account links keep their room.
 */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <PrefetchLink
      to={paths.home()}
      aria-label="Marquee home"
      className={`inline-flex shrink-0 items-center gap-2 rounded-md font-black tracking-tight ${className ?? ''}`}
    >
      <span className="grid h-8 w-8 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-lg shadow-brand-900/30">
        <Clapperboard className="h-4.5 w-4.5" aria-hidden="true" />
      </span>
      <span className={compact ? 'text-lg max-[419px]:hidden' : 'text-lg'}>
        Mar<span className="text-brand-600 dark:text-brand-500">quee</span>
      </span>
    </PrefetchLink>
  );
}
