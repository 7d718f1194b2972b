import { useEffect, useState } from 'react';
import { afterNextFrame } from './first-paint.ts';
import { whenIdle } from './when-idle.ts';

/**
 * Deferred building of what is below the first screen. A long page (the home page holds about a hundred
 * poster cards) costs a slow phone a quarter of a second to build at once, in one task that holds up the
 * first paint and every tap. Sections built late show their placeholders (of the final size) until they
 * come within a screen of the viewport, or until the page has been idle: then they are built one per idle
 * moment, in page order, so find-in-page and a quick scroll still meet real content (a row or grid built so
keeps the cards past its first screen's worth for when it comes near: see `isInReach`). Sections on the screen
 * are built at once; those only near it are built one per frame, so a page whose data arrives all at once
 * does not build a screen and a half of cards (and lay them out) in one long task.
 */

type TReveal = () => void;

/** Sections not built yet, by their element. */
const waiting = new Map<Element, TReveal>();
/** Sections (built or not) that have not yet come within a screen of the viewport. */
const approaching = new Map<Element, TReveal>();
let observer: IntersectionObserver | undefined;
let isDraining = false;

function stopWatching(element: Element) {
  if (!waiting.has(element) && !approaching.has(element)) observer?.unobserve(element);
}

function reveal(element: Element) {
  const show = waiting.get(element);
  if (!show) return;
  waiting.delete(element);
  stopWatching(element);
  show();
}

function arrive(element: Element) {
  const mark = approaching.get(element);
  if (!mark) return;
  approaching.delete(element);
  stopWatching(element);
  mark();
}

/** Near, not yet on the screen: built one per frame (see `buildSoon`). */
const soon = new Set<Element>();
let isBuildingSoon = false;

function firstInPage(elements: Iterable<Element>): Element | undefined {
  return [...elements].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];
}

/** Growth steps of lists being built a few items per frame (see `useGrowingCount`), first asked first. */
const growthSteps: (() => void)[] = [];

/** Runs one unit of later-frame work per frame: a section come near (the first in page order), else a growth step. */
function buildSoon() {
  if (isBuildingSoon) return;
  isBuildingSoon = true;
  afterNextFrame(() => {
    isBuildingSoon = false;
    for (const element of soon) if (!waiting.has(element)) soon.delete(element);
    const first = firstInPage(soon);
    if (first) {
      soon.delete(first);
      reveal(first);
    } else growthSteps.shift()?.();
    if (soon.size > 0 || growthSteps.length > 0) buildSoon();
  });
}

/** Whether an observer entry's element shows on a screen this tall now (not only within the margin). */
function isOnScreen(entry: IntersectionObserverEntry, screenHeight: number): boolean {
  const rect = entry.boundingClientRect as DOMRectReadOnly | undefined;
  if (!rect) return true;
  return rect.top < screenHeight && rect.bottom > 0;
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      // Read once, before any section is revealed: read after one, the height made the browser lay out the
      // page just changed, once per entry.
      const screenHeight = window.innerHeight;
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        arrive(entry.target);
        if (!waiting.has(entry.target)) continue;
        if (isOnScreen(entry, screenHeight)) reveal(entry.target);
        else {
          soon.add(entry.target);
          buildSoon();
        }
      }
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
  const first = firstInPage(waiting.keys());
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
 * Whether the element given to `setElement` may be built (`isNear`): true once it has come within a screen of
 * the viewport or the idle queue has reached it, and true from the start where `eager` (above the fold) or
 * where the browser cannot observe intersections. `isInReach` is true only once it has come within a screen of
 * the viewport (or is eager): a section the idle queue built may keep the rest of its cards for then.
 */
export function useNearViewport<T extends Element>(eager = false) {
  const [element, setElement] = useState<T | null>(null);
  const [isNear, setNear] = useState(() => eager || typeof IntersectionObserver !== 'function');
  const [isInReach, setInReach] = useState(isNear);
  useEffect(() => {
    if (!element || (isNear && isInReach)) return;
    if (!isNear) waiting.set(element, () => setNear(true));
    if (!isInReach) approaching.set(element, () => setInReach(true));
    sharedObserver().observe(element);
    if (!isNear) startDraining();
    return () => {
      waiting.delete(element);
      approaching.delete(element);
      observer?.unobserve(element);
    };
  }, [element, isNear, isInReach]);
  return { setElement, isNear, isInReach };
}

/**
 * How many of a list's `total` items to build now: `first` at once (what the screen shows), then `step` more
 * per frame through the same queue as the sections, so a row or grid of cards is built in tasks short enough
 * that a tap or a scroll is never held up for long. The items not yet built keep their placeholders.
 */
export function useGrowingCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    let isCancelled = false;
    const grow = () => {
      if (!isCancelled) setCount((current) => current + step);
    };
    growthSteps.push(grow);
    buildSoon();
    return () => {
      isCancelled = true;
      const at = growthSteps.indexOf(grow);
      if (at !== -1) growthSteps.splice(at, 1);
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
