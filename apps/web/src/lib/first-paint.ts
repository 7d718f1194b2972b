import { useEffect, useState } from 'react';

/** After the next frame has been drawn (a task of its own, with that frame's layout behind it). */
export function afterNextFrame(task: () => void): void {
  const canWaitForFrame =
    typeof window.requestAnimationFrame === 'function' && document.visibilityState !== 'hidden';
  if (canWaitForFrame) window.requestAnimationFrame(() => window.setTimeout(task, 0));
  else window.setTimeout(task, 16);
}

/** The longest `afterFirstPaint` waits for the browser to report the first paint (it may never, in a hidden tab). */
const FIRST_PAINT_WAIT_MS = 2_000;

let hasPainted = false;
let isWaiting = false;
const waiting: (() => void)[] = [];

function paintWasReported(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

/**
 * Calls `done` once the browser reports the page's first contentful paint as shown (a frame drawn by the main
 * thread reaches the screen a little later), or after the next frame where it cannot report paints.
 */
function whenFirstPaintShows(done: () => void): void {
  const canObserve =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
  if (!canObserve) {
    afterNextFrame(done);
    return;
  }
  if (paintWasReported() || document.visibilityState === 'hidden') {
    done();
    return;
  }
  const finish = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    done();
  };
  const observer = new PerformanceObserver(() => {
    if (paintWasReported()) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = window.setTimeout(finish, FIRST_PAINT_WAIT_MS);
}

/**
 * Runs `task` once the page's first paint has been shown, at once after that. For what the first screen can
 * do without: a request made before the first paint shares the phone's few connections and its bandwidth with
 * the page's scripts and its largest picture, and holds the paint back.
 */
export function afterFirstPaint(task: () => void): void {
  if (hasPainted) {
    task();
    return;
  }
  waiting.push(task);
  if (isWaiting) return;
  isWaiting = true;
  whenFirstPaintShows(() => {
    hasPainted = true;
    for (const next of waiting.splice(0)) next();
  });
}

/** Whether the page's first paint has been shown (see `afterFirstPaint`); true from the start after that. */
export function useHasPainted(): boolean {
  const [isPainted, setPainted] = useState(hasPainted);
  useEffect(() => {
    if (isPainted) return;
    let isCancelled = false;
    afterFirstPaint(() => {
      if (!isCancelled) setPainted(true);
    });
    return () => {
      isCancelled = true;
    };
  }, [isPainted]);
  return isPainted;
}
