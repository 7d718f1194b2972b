import { paths } from '../../lib/paths.ts';
import { PrefetchLink } from '../../lib/prefetch-link.tsx';
import type { TModalProps } from './modal-state.ts';

/** A short word about the site, from the footer's About button. */
export function AboutModal({ onClose }: TModalProps) {
  return (
    <div className="space-y-4 text-sm leading-relaxed text-zinc-600 dark:text-zinc-300">
      <p>
        Marquee helps you find movies, series and anime, keep lists of what you want to watch, and pick up
        where you stopped.
      </p>
      <p>Marquee does not host any files; it only links to media found elsewhere.</p>
      <div className="flex flex-wrap gap-2 pt-2">
        <PrefetchLink
          to={paths.faq()}
          className="rounded-full border border-zinc-300 px-4 py-2 font-medium text-zinc-800 hover:bg-zinc-100 dark:border-white/15 dark:text-zinc-100 dark:hover:bg-white/10"
        >
          FAQ
        </PrefetchLink>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600"
        >
          Got it
        </button>
      </div>
    </div>
  );
}
