import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The site's title, for pages that set none. */
export const SITE_TITLE = 'Marquee';

/**
 * Sets the document's title while the page that renders it is shown, and puts the site's own back after. Set
 * directly rather than by rendering a <title> element, which only React 19's renderer moves into the head.
 */
export function DocumentTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [children]);
  return null;
}

/** Head elements of a page (meta tags, JSON-LD) placed in <head> while the page is shown. */
export function DocumentHead({ children }: { children: ReactNode }) {
  return createPortal(children, document.head);
}
