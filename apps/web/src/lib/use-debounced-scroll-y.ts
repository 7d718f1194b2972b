import { useEffect, useState } from 'react';
import { SCROLL_DEBOUNCE_MS } from '@marquee/domain';
import { debounce } from './debounce.ts';

/**
 * The page's vertical scroll position, updated once scrolling pauses for `ms` (50 ms). It is first read once the
 * browser has drawn a frame since the component mounted: read while the page's newest parts were not laid out
 * yet (during the render, or in an effect, which the app runs before the next frame), the position made the
 * browser lay out the whole page on the spot (40 ms at a phone's speed on a series page).
 */
export function useDebouncedScrollY(ms: number = SCROLL_DEBOUNCE_MS): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const read = () => setScrollY(window.scrollY);
    let timer: number | undefined;
    // After the frame's layout: a timer set in the animation frame runs once that frame is drawn.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(read, 0);
    });
    const update = debounce(read, ms);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, [ms]);
  return scrollY;
}
