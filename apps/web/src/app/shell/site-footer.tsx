import { clsx } from 'clsx';
import { Info, MessageCircle } from '../../lib/icons.tsx';
import { useState } from 'react';
import { PrefetchLink } from '../../lib/prefetch-link.tsx';
import { mainCommunityLink } from '../../lib/site-info.ts';
import { useOpenModal } from '../modals/use-open-modal.ts';
import { Logo } from './logo.tsx';
import { FOOTER_LINKS, pickFooterMessage, type TFooterVisibility } from './nav-links.ts';
import { ThemeToggleButton } from './theme-toggle-button.tsx';

// Some links only on extra-large screens, the donate link only on small ones (the top bar has it above).
const VISIBILITY: Record<TFooterVisibility, string> = {
  always: '',
  xl: 'hidden xl:list-item',
  small: 'lg:hidden',
};

const roundButton =
  'inline-flex h-10 items-center gap-2 rounded-full border border-zinc-300 px-4 text-sm font-medium text-zinc-700 transition-colors hover:bg-zinc-100 hover:text-zinc-950 dark:border-white/15 dark:text-zinc-200 dark:hover:bg-white/10 dark:hover:text-white';

/** The site footer: links, community chat, theme toggle and one of two random messages. */
export function SiteFooter() {
  const [message] = useState(() => pickFooterMessage());
  const openModal = useOpenModal();
  const community = mainCommunityLink();
  return (
    <footer className="mt-16 border-t border-zinc-200 bg-zinc-50 pb-20 dark:border-white/5 dark:bg-zinc-950">
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-8 py-10 pr-20 pl-4 lg:pr-24 lg:pl-6">
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-md space-y-3">
            <Logo />
            <p
              data-testid="footer-message"
              className="text-sm leading-relaxed text-zinc-600 dark:text-zinc-400"
            >
              {message}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {community && (
              <a href={community.url} target="_blank" rel="noopener noreferrer" className={roundButton}>
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                {community.name}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
            <button
              type="button"
              onClick={() => openModal('about')}
              aria-haspopup="dialog"
              className={roundButton}
            >
              <Info className="h-4 w-4" aria-hidden="true" />
              About
            </button>
            <ThemeToggleButton />
          </div>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to} className={clsx(VISIBILITY[link.visibility])}>
                <PrefetchLink
                  to={link.to}
                  className="text-zinc-600 transition-colors hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white"
                >
                  {link.label}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">© {new Date().getFullYear()} Marquee</p>
      </div>
    </footer>
  );
}
