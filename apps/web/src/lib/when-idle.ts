import { useEffect, useState } from 'react';

/** The longest an idle task waits for the browser to be idle once it may start. */
const IDLE_TIMEOUT_MS = 2_000;
/** The longest it waits for the page's load event (a page of many pictures may take long to fire it). */
const LOAD_WAIT_MS = 3_000;

/**
 * Runs `task` once the page has loaded (or `LOAD_WAIT_MS` have passed) and the browser is idle (or
 * `IDLE_TIMEOUT_MS` later at the latest), so what is not needed for the first paint (announcements, info boxes,
 * ads) never competes with it. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let isScheduled = false;
  let loadWait: number | undefined;
  let cancelIdle = () => {};
  const schedule = () => {
    if (cancelled || isScheduled) return;
    isScheduled = true;
    window.removeEventListener('load', schedule);
    window.clearTimeout(loadWait);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    loadWait = window.setTimeout(schedule, LOAD_WAIT_MS);
  }
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    window.clearTimeout(loadWait);
    cancelIdle();
  };
}

/** False until the page has loaded and the browser has been idle once (see `whenIdle`). */
export function useIsIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => (isIdle ? undefined : whenIdle(() => setIdle(true))), [isIdle]);
  return isIdle;
}
