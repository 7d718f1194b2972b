import { useEffect, useState } from 'react';
import { yieldToMain } from './yield-to-main.ts';

/**
 * How many of a page's `total` sections to draw: the first at once, then one more per task, so a page of many
 * sections is not drawn in one task that holds a slow phone's main thread for a quarter of a second (and,
 * when it lands after the load event, blocks the first taps). The first section is what the first screen
 * shows; the browser may paint it before the others are drawn.
 */
export function useStagedCount(total: number): number {
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (count >= total) return;
    let isCancelled = false;
    void yieldToMain().then(() => {
      if (!isCancelled) setCount((current) => current + 1);
    });
    return () => {
      isCancelled = true;
    };
  }, [count, total]);
  return Math.min(count, total);
}
