import { useCallback, useEffect, useState } from 'react';
import { CAROUSEL_AUTO_ADVANCE_MS } from '@marquee/domain';
import { stepIndex } from '../../browse/carousel-steps.ts';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A rotating carousel's state: the current slide, advancing every 5 s unless paused by the user's
 * button (or stopped by keyboard focus, until play is pressed), by a pointer over it or by focus inside it
 * (WAI-ARIA carousel pattern). With reduced motion asked for, it starts paused.
 */
export function useCarousel(count: number, intervalMs = CAROUSEL_AUTO_ADVANCE_MS) {
  const [rawIndex, setIndex] = useState(0);
  const [isPausedByUser, setPausedByUser] = useState(prefersReducedMotion);
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const index = count > 0 ? rawIndex % count : 0;
  const isRotating = count > 1 && !isPausedByUser && !isHovered && !hasFocus;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setTimeout(() => setIndex(stepIndex(index, 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isRotating, index, count, intervalMs]);

  const step = useCallback((by: number) => setIndex((i) => stepIndex(i % count, by, count)), [count]);
  const goTo = useCallback((to: number) => setIndex(stepIndex(to, 0, count)), [count]);

  const togglePause = useCallback(() => {
    // Pressing play means play now, even with the pointer or focus still inside.
    if (isPausedByUser) {
      setHovered(false);
      setFocus(false);
    }
    setPausedByUser(!isPausedByUser);
  }, [isPausedByUser]);

  // Keyboard focus inside stops the rotation until the user presses play again.
  const stop = useCallback(() => setPausedByUser(true), []);

  return {
    index,
    isRotating,
    isPausedByUser,
    step,
    goTo,
    togglePause,
    stop,
    setHovered,
    setFocus,
  };
}
