import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { searchOverlay, useSearchOverlayOpen } from '../search-overlay-store.ts';

/** Loads the overlay's code: when it first opens, or earlier on intent (the header's search control). */
export const loadSearchOverlayPanel = () => import('./search-overlay-panel.tsx');
const SearchOverlayPanel = lazy(async () => ({
  default: (await loadSearchOverlayPanel()).SearchOverlayPanel,
}));

/** The full-screen search overlay, mounted once by the site shell and opened by the header's search control. */
export function SearchOverlay() {
  const isOpen = useSearchOverlayOpen();
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  // Navigating to a route not starting with /search closes it.
  useEffect(() => {
    if (pathname !== previousPath.current && !pathname.startsWith('/search')) searchOverlay.close();
    previousPath.current = pathname;
  }, [pathname]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SearchOverlayPanel />
    </Suspense>
  );
}
