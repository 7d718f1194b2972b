import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { searchOverlay, useSearchOverlayOpen } from '../search-overlay-store.ts';
import { SearchOverlayPanel } from './search-overlay-panel.tsx';

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

  return isOpen ? createPortal(<SearchOverlayPanel />, document.body) : null;
}
