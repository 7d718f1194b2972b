import { clsx } from 'clsx';
import { LayoutGrid, Search, UserRound } from '../../lib/icons.tsx';
import { matchPath, useLocation } from 'react-router';
import { DEFAULT_SEARCH_PLACEHOLDER } from '@marquee/domain';
import { loadSearchOverlayPanel } from '../../features/search/components/search-overlay.tsx';
import { searchOverlay, useSearchOverlayOpen } from '../../features/search/search-overlay-store.ts';
import { preloadOnIntent } from '../../lib/route-prefetch.ts';
import { paths, routePatterns } from '../../lib/paths.ts';
import { PrefetchLink, PrefetchNavLink } from '../../lib/prefetch-link.tsx';
import { loadNavMenu } from './lazy-nav-menu.tsx';
import { Logo } from './logo.tsx';
import { NAV_MENU_ID, TOP_BAR_LINKS } from './nav-links.ts';
import type { TShellUser } from './shell-user.ts';
import { ProfileAvatar } from '../../features/profiles/components/profile-avatar.tsx';
import { KEEP_CLEAR_ATTRIBUTE } from '../layout/keep-focus-clear.ts';
import { AlertsBell } from '../../features/up-next/components/alerts-bell.tsx';
import { barClass, headerClass } from './site-header-space.tsx';

export interface TSiteHeaderProps {
  user: TShellUser | null;
  isMenuOpen: boolean;
  onOpenMenu: () => void;
}

const topLinkClass = (isActive: boolean) =>
  clsx(
    'relative rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'text-zinc-950 after:absolute after:inset-x-2.5 after:-bottom-px after:h-0.5 after:rounded-full after:bg-brand-500 dark:text-white'
      : 'text-zinc-600 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white',
  );

// An icon on phones and where the top links need the room (lg to xl); a search box elsewhere.
const searchButtonClass = clsx(
  'flex h-10 w-10 shrink-0 items-center justify-center gap-2 rounded-full text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white',
  'md:max-lg:w-56 md:max-lg:justify-start md:max-lg:border md:max-lg:border-zinc-300 md:max-lg:bg-zinc-100/80 md:max-lg:px-3.5',
  'xl:w-72 xl:justify-start xl:border xl:border-zinc-300 xl:bg-zinc-100/80 xl:px-3.5',
  'dark:md:max-lg:border-white/10 dark:md:max-lg:bg-white/5 dark:xl:border-white/10 dark:xl:bg-white/5',
);

/** The top bar: main links, the menu, the search control, and Register and Login or the active profile. */
export function SiteHeader({ user, isMenuOpen, onOpenMenu }: TSiteHeaderProps) {
  const { pathname, search } = useLocation();
  const isSearchOpen = useSearchOverlayOpen();
  // The episode page scrolls its header away with the player.
  const isSticky = matchPath(routePatterns.episode, pathname) === null;
  return (
    <header
      data-sticky={isSticky}
      {...(isSticky ? { [KEEP_CLEAR_ATTRIBUTE]: '' } : {})}
      className={clsx(headerClass, isSticky ? 'sticky top-0' : 'relative')}
    >
      <div className={barClass}>
        <button
          type="button"
          onClick={onOpenMenu}
          {...preloadOnIntent(loadNavMenu)}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={isMenuOpen}
          aria-controls={NAV_MENU_ID}
          className="hidden h-10 w-10 shrink-0 place-items-center rounded-full text-zinc-600 hover:bg-zinc-100 hover:text-zinc-950 lg:grid dark:text-zinc-300 dark:hover:bg-white/10 dark:hover:text-white"
        >
          <LayoutGrid className="h-5 w-5" aria-hidden="true" />
        </button>
        <Logo className="mr-2" compact />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center">
            {TOP_BAR_LINKS.map((link) => (
              <li key={link.label}>
                {link.isSection ? (
                  <PrefetchNavLink
                    to={link.to}
                    end={link.to === paths.home()}
                    className={({ isActive }) => topLinkClass(isActive)}
                  >
                    {link.label}
                  </PrefetchNavLink>
                ) : (
                  <PrefetchLink to={link.to} className={topLinkClass(false)}>
                    {link.label}
                  </PrefetchLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex-1" />
        <button
          type="button"
          onClick={searchOverlay.open}
          {...preloadOnIntent(loadSearchOverlayPanel)}
          aria-haspopup="dialog"
          aria-expanded={isSearchOpen}
          className={searchButtonClass}
        >
          <Search className="h-5 w-5 shrink-0" aria-hidden="true" />
          {/* Named by the box's visible text where it shows, else by "Search". */}
          <span className="sr-only md:max-lg:hidden xl:hidden">Search</span>
          <span className="hidden truncate text-sm text-zinc-600 md:max-lg:block xl:block dark:text-zinc-400">
            {DEFAULT_SEARCH_PLACEHOLDER}
          </span>
        </button>
        <AlertsBell />
        {user?.profile ? (
          <div className="flex min-w-0 items-center">
            {/* The picker comes back to this page once a profile is chosen. */}
            <PrefetchLink
              to={paths.profiles(`${pathname}${search}`)}
              aria-label={`Switch profile (watching as ${user.profile.name})`}
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-zinc-100 dark:hover:bg-white/10"
            >
              <ProfileAvatar avatar={user.profile.avatar} name={user.profile.name} className="h-7 w-7" />
            </PrefetchLink>
            <PrefetchLink
              to={paths.account('account')}
              className="flex h-10 max-w-24 items-center rounded-full px-2 text-sm font-semibold hover:bg-zinc-100 sm:max-w-32 dark:hover:bg-white/10"
            >
              <span className="truncate">{user.profile.name}</span>
            </PrefetchLink>
          </div>
        ) : user ? (
          <PrefetchLink
            to={user.profile === null ? paths.profiles() : paths.account('account')}
            className="flex h-10 max-w-40 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-zinc-100 dark:hover:bg-white/10"
          >
            <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{user.profile === null ? "Who's watching?" : user.username}</span>
          </PrefetchLink>
        ) : (
          <div className="flex shrink-0 items-center gap-1 sm:gap-1.5">
            <PrefetchLink
              to={paths.signup()}
              className="rounded-full px-2.5 py-2 text-sm font-semibold text-zinc-700 sm:px-3 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-200 dark:hover:bg-white/10 dark:hover:text-white"
            >
              Register
            </PrefetchLink>
            <PrefetchLink
              to={paths.login()}
              className="rounded-full bg-brand-700 px-3.5 py-2 text-sm sm:px-4 font-semibold text-white shadow-sm transition-colors hover:bg-brand-600"
            >
              Login
            </PrefetchLink>
          </div>
        )}
      </div>
    </header>
  );
}
