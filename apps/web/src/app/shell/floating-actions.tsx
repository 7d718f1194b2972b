import { clsx } from 'clsx';
import { ArrowUp, MessageCircle, Settings2, X } from '../../lib/icons.tsx';
import { SCROLL_TO_TOP_AFTER_PX } from '@marquee/domain';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTheme } from '../../features/theme/use-theme.ts';
import { PrefetchLink } from '../../lib/prefetch-link.tsx';
import { mainCommunityLink } from '../../lib/site-info.ts';
import { KEEP_CLEAR_ATTRIBUTE } from '../layout/keep-focus-clear.ts';
import { FLOATING_PANEL_LINKS } from './nav-links.ts';
import { useDebouncedScrollY } from '../../lib/use-debounced-scroll-y.ts';

const panelItem = 'w-full rounded-lg px-3 py-2.5 text-left text-sm hover:bg-zinc-100 dark:hover:bg-white/5';

const fab =
  'grid h-12 w-12 place-items-center rounded-full border border-zinc-200 bg-white/90 text-zinc-700 shadow-lg shadow-black/10 backdrop-blur transition hover:scale-105 hover:text-zinc-950 dark:border-white/10 dark:bg-zinc-800/90 dark:text-zinc-100 dark:shadow-black/40 dark:hover:text-white';

function DarkModeSwitch() {
  const { isDark, toggle } = useTheme();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      onClick={toggle}
      className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-sm font-medium hover:bg-zinc-100 dark:hover:bg-white/5"
    >
      Dark mode
      <span
        aria-hidden="true"
        className={clsx(
          'relative h-6 w-11 rounded-full transition-colors',
          isDark ? 'bg-brand-600' : 'bg-zinc-300 dark:bg-zinc-600',
        )}
      >
        <span
          className={clsx(
            'absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform',
            isDark && 'translate-x-5',
          )}
        />
      </span>
    </button>
  );
}

/**
 * The one floating button, bottom right: a quick menu whose panel holds what used to float beside it (back to
 * top once the page is scrolled past 500 px, the community chat, the dark-mode switch and the quick links). Under
 * 1024 px it sits in the bottom bar's right end, which the bar keeps free for it, so it covers nothing; wider, a
 * single 48 px button floats over the page (focus and scrolling are kept clear of it).
 */
export function FloatingActions() {
  const scrollY = useDebouncedScrollY();
  const isScrolled = scrollY > SCROLL_TO_TOP_AFTER_PX;
  const [isPanelOpen, setPanelOpen] = useState(false);
  const stack = useRef<HTMLElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const community = mainCommunityLink();

  useEffect(() => {
    if (!isPanelOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !stack.current?.contains(event.target)) setPanelOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPanelOpen(false);
      toggleButton.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isPanelOpen]);

  const scrollToTop = () => {
    setPanelOpen(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Keep keyboard users where they landed.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setPanelOpen(false);
  };

  return (
    <aside
      ref={stack}
      aria-label="Quick actions"
      data-testid="floating-actions"
      {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}
      className="fixed right-2 bottom-[calc(0.5rem+env(safe-area-inset-bottom))] z-50 lg:right-6 lg:bottom-6 lg:z-30"
    >
      <div className="relative">
        <button
          ref={toggleButton}
          type="button"
          onClick={() => setPanelOpen((open) => !open)}
          aria-label="Quick menu"
          aria-expanded={isPanelOpen}
          aria-controls={isPanelOpen ? panelId : undefined}
          className={clsx(fab, isPanelOpen && 'bg-brand-700! text-white! dark:bg-brand-700!')}
        >
          {isPanelOpen ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Settings2 className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
        {isPanelOpen && (
          <div
            id={panelId}
            role="group"
            aria-label="Quick menu"
            onClick={closeOnLink}
            className="absolute right-0 bottom-full mb-3 max-h-[calc(100dvh-6rem)] w-64 overflow-y-auto overscroll-contain rounded-2xl border border-zinc-200 bg-white p-2 text-zinc-800 shadow-2xl dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-100"
          >
            {isScrolled && (
              <button
                type="button"
                onClick={scrollToTop}
                className={clsx(panelItem, 'flex items-center gap-2')}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
                Scroll to top
              </button>
            )}
            <DarkModeSwitch />
            <div className="my-1 h-px bg-zinc-200 dark:bg-white/10" />
            <ul>
              {FLOATING_PANEL_LINKS.map((link) => (
                <li key={link.label}>
                  <PrefetchLink to={link.to} className={clsx(panelItem, 'block')}>
                    {link.label}
                  </PrefetchLink>
                </li>
              ))}
              {community && (
                <li>
                  <a
                    href={community.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={clsx(panelItem, 'flex items-center gap-2')}
                  >
                    <MessageCircle className="h-4 w-4" aria-hidden="true" />
                    {community.name}
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
    </aside>
  );
}
