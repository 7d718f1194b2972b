import { useEffect } from 'react';

/** The attribute that marks a fixed or sticky bar or button of the shell, which focus must never land under. */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: DOMRectReadOnly, b: DOMRectReadOnly): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

// Room left between the focused element and what would cover it.
const GAP_PX = 8;

/**
 * How far to scroll so `target` leaves `cover`: down past a cover in the lower half of the viewport, up past one
 * in the upper half (the sticky header); 0 when they do not overlap.
 */
export function scrollToClear(
  target: DOMRectReadOnly,
  cover: DOMRectReadOnly,
  viewportHeight: number,
): number {
  if (!boxesOverlap(target, cover)) return 0;
  const isBelow = cover.top + cover.height / 2 > viewportHeight / 2;
  return isBelow ? target.bottom - cover.top + GAP_PX : target.top - cover.bottom - GAP_PX;
}

/**
 * Scrolls the page just enough that a focused element is not under the shell's fixed parts (header, bottom bar,
 * floating button): the browser scrolls a focused element into view only when it is off screen, not when
 * something covers it.
 */
export function useKeepFocusClear(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // A dialog is in the top layer, above them all.
      if (!(target instanceof HTMLElement) || target.closest(`dialog, [${KEEP_CLEAR_ATTRIBUTE}]`)) return;
      // Measured after the browser scrolled the element into view itself (a row scrolls sideways to it).
      window.requestAnimationFrame(() => {
        // Clearing one (the bottom bar) may move it under another (the floating button just above).
        const covers = [...document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)];
        for (let round = 0; round < covers.length; round += 1) {
          const box = target.getBoundingClientRect();
          const distance = covers
            .map((cover) => scrollToClear(box, cover.getBoundingClientRect(), window.innerHeight))
            .find((value) => value !== 0);
          if (distance === undefined) return;
          window.scrollBy({ top: distance, behavior: 'instant' });
        }
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}
