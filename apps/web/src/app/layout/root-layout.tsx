import { useCallback, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { renderCardBookmarkToggle } from '../../features/bookmarks/components/card-bookmark-toggle.tsx';
import { CardActionsContext } from '../../features/catalogue/components/card-actions.ts';
import { SearchOverlay } from '../../features/search/components/search-overlay.tsx';
import { PlayerHost } from '../../features/player/player-host.tsx';
import InfoBoxHost from '../../features/info-boxes/info-box-host.tsx';
import { ModalHost } from '../modals/modal-host.tsx';
import { BottomBar } from '../shell/bottom-bar.tsx';
import { FloatingActions } from '../shell/floating-actions.tsx';
import { LazyNavMenu } from '../shell/lazy-nav-menu.tsx';
import { LazyAnnouncements } from '../shell/lazy-notices.tsx';
import { useShellUser } from '../shell/shell-user.ts';
import { SiteFooter } from '../shell/site-footer.tsx';
import { SiteHeader } from '../shell/site-header.tsx';
import { SiteHeaderSpace } from '../shell/site-header-space.tsx';
import { scrollRestorationKey } from './scroll-restoration-key.ts';
import { useKeepFocusClear } from './keep-focus-clear.ts';
import { useStagedCount } from '../../lib/use-staged-count.ts';
import { useSpatialNavigation } from './spatial-navigation.ts';
import { PageFrame } from './page-frame.tsx';

/** Whether this page was loaded by a reload or Back/Forward, so the router will restore a scroll position. */
export function restoresScrollPosition(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** The site shell around every page. */
export function RootLayout() {
  const user = useShellUser();
  useKeepFocusClear();
  useSpatialNavigation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // On the first load the page is drawn first, the top bar (in the space kept for it) and the bottom bar a task
  // later, and the footer, floating button and menu a task after that: one task holding them all would block a
  // slow phone for longer than a tap may wait. After a reload or Back the footer comes with the page, which must
  // have its whole height when its scroll position is restored.
  const stage = useStagedCount(3);
  const areBarsDrawn = stage > 1;
  const isRestDrawn = stage > 2;
  const isFooterDrawn = isRestDrawn || restoresScrollPosition();
  return (
    <PageFrame
      header={
        areBarsDrawn ? (
          <SiteHeader user={user} isMenuOpen={isMenuOpen} onOpenMenu={openMenu} />
        ) : (
          <SiteHeaderSpace />
        )
      }
      // Drawn with the first render from the page's own HTML: arriving later, it would push the page down.
      notice={<InfoBoxHost />}
      after={
        <>
          {isFooterDrawn && <SiteFooter />}
          {areBarsDrawn && <BottomBar user={user} isMenuOpen={isMenuOpen} onOpenMenu={openMenu} />}
          {isRestDrawn && <FloatingActions />}
          {isRestDrawn && <LazyNavMenu open={isMenuOpen} onClose={closeMenu} />}
          <SearchOverlay />
          <ModalHost />
          <LazyAnnouncements />
          <PlayerHost />
          <ScrollRestoration getKey={scrollRestorationKey} />
        </>
      }
    >
      <CardActionsContext value={renderCardBookmarkToggle}>
        <Outlet />
      </CardActionsContext>
    </PageFrame>
  );
}
