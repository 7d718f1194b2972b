/** A horizontal move at least this long counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/** The slide a step leads to, wrapping around at both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The step a finished touch gesture asks for: +1 (swiped left), -1 (swiped right) or 0 (not a swipe). */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
