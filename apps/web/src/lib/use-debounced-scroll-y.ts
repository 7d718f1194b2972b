import { useEffect, useState } from 'react';
import { SCROLL_DEBOUNCE_MS } from '@marquee/domain';
import { debounce } from './debounce.ts';

/**
 * The page's vertical scroll position, updated once scrolling pauses for `ms` (50 ms). It is first read after
 * the first paint, not while rendering: reading it then would make the browser lay out the page on the spot.
 */
export function useDebouncedScrollY(ms: number = SCROLL_DEBOUNCE_MS): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const read = () => setScrollY(window.scrollY);
    read();
    const update = debounce(read, ms);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, [ms]);
  return scrollY;
}
