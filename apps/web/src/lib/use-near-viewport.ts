import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * Deferred building of what is below the first screen. A long page (the home page holds about a hundred
 * poster cards) costs a slow phone a quarter of a second to build at once, in one task that holds up the
 * first paint and every tap. Sections built late show their placeholders (of the final size) until they
 * come within a screen of the viewport, or until the page has been idle: then they are built one per idle
 * moment, in page order, so find-in-page and a quick scroll still meet real content.
 */

type TReveal = () => void;

const waiting = new Map<Element, TReveal>();
let observer: IntersectionObserver | undefined;
let isDraining = false;

function reveal(element: Element) {
  const show = waiting.get(element);
  if (!show) return;
  waiting.delete(element);
  observer?.unobserve(element);
  show();
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) reveal(entry.target);
    },
    // A screen above and below what is shown: built before a scroll or a flick brings it in.
    { rootMargin: '100% 0px 100% 0px' },
  );
  return observer;
}

function nextIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1_000 });
  else window.setTimeout(task, 16);
}

/** Builds the waiting sections, the first in page order each time the browser is idle. */
function drain() {
  const first = [...waiting.keys()].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
  if (!first) {
    isDraining = false;
    return;
  }
  reveal(first);
  nextIdle(drain);
}

function startDraining() {
  if (isDraining) return;
  isDraining = true;
  whenIdle(drain);
}

/**
 * Whether the element given to `setElement` may be built: true once it has come within a screen of the
 * viewport or the idle queue has reached it, and true from the start where `eager` (above the fold) or
 * where the browser cannot observe intersections.
 */
export function useNearViewport<T extends Element>(eager = false) {
  const [element, setElement] = useState<T | null>(null);
  const [isNear, setNear] = useState(() => eager || typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (isNear || !element) return;
    waiting.set(element, () => setNear(true));
    sharedObserver().observe(element);
    startDraining();
    return () => {
      waiting.delete(element);
      observer?.unobserve(element);
    };
  }, [element, isNear]);
  return { setElement, isNear };
}
