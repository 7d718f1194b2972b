import { clsx } from 'clsx';
import { Clapperboard, House, Menu, Tv, UserRound, type TIcon } from '../../lib/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { loadNavMenu } from './lazy-nav-menu.tsx';
import { NAV_MENU_ID } from './nav-links.ts';
import { preloadOnIntent } from '../../lib/route-prefetch.ts';
import { PrefetchNavLink } from '../../lib/prefetch-link.tsx';
import type { TShellUser } from './shell-user.ts';
import { KEEP_CLEAR_ATTRIBUTE } from '../layout/keep-focus-clear.ts';

export interface TBottomBarProps {
  user: TShellUser | null;
  isMenuOpen: boolean;
  onOpenMenu: () => void;
}

const itemClass = (isActive: boolean) =>
  clsx(
    'flex h-full flex-col items-center justify-center gap-1 rounded-lg text-[11px] font-medium transition-colors',
    isActive
      ? 'text-brand-600 dark:text-brand-400'
      : 'text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white',
  );

function Item({
  to,
  label,
  icon: Icon,
  end = false,
}: {
  to: string;
  label: string;
  icon: TIcon;
  end?: boolean;
}) {
  return (
    <li>
      <PrefetchNavLink to={to} end={end} className={({ isActive }) => itemClass(isActive)}>
        <Icon className="h-5 w-5" aria-hidden="true" />
        {label}
      </PrefetchNavLink>
    </li>
  );
}

/** The mobile bottom bar: Home, Movies, Series, Menu and Account; its right end holds the Quick menu button. */
export function BottomBar({ user, isMenuOpen, onOpenMenu }: TBottomBarProps) {
  return (
    <nav
      aria-label="Mobile"
      {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white/90 pr-14 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl lg:hidden dark:border-white/10 dark:bg-zinc-950/90"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5 px-2">
        <Item to={paths.home()} label="Home" icon={House} end />
        <Item to={paths.movies()} label="Movies" icon={Clapperboard} />
        <Item to={paths.series()} label="Series" icon={Tv} />
        <li>
          <button
            type="button"
            onClick={onOpenMenu}
            {...preloadOnIntent(loadNavMenu)}
            aria-haspopup="dialog"
            aria-expanded={isMenuOpen}
            aria-controls={NAV_MENU_ID}
            className={clsx(itemClass(isMenuOpen), 'w-full')}
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
            Menu
          </button>
        </li>
        <Item to={user ? paths.account('account') : paths.login()} label="Account" icon={UserRound} />
      </ul>
    </nav>
  );
}
