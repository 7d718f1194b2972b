import { useEffect, useState } from 'react';
import { SCROLL_DEBOUNCE_MS } from '@marquee/domain';
import { debounce } from './debounce.ts';

/** The page's vertical scroll position, updated once scrolling pauses for `ms` (50 ms). */
export function useDebouncedScrollY(ms: number = SCROLL_DEBOUNCE_MS): number {
  const [scrollY, setScrollY] = useState(() => window.scrollY);
  useEffect(() => {
    const update = debounce(() => setScrollY(window.scrollY), ms);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, [ms]);
  return scrollY;
}
