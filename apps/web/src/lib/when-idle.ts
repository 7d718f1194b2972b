import { useEffect, useState } from 'react';
import { afterFirstPaint } from './first-paint.ts';

/** The longest an idle task waits for the browser to be idle once it may start. */
const IDLE_TIMEOUT_MS = 2_000;
/** The longest it waits for the page's load event and main pictures (a page of many pictures may take long). */
const LOAD_WAIT_MS = 3_000;

/** The first screen's main pictures: the images asked for with high priority (lib/artwork.tsx). */
const MAIN_PICTURES = 'img[fetchpriority="high"]';

/**
 * Calls `done` once the page has loaded, painted and received its main pictures, or `LOAD_WAIT_MS` after
 * the call at the latest. The load event alone can come before the app has rendered its first screen (its
 * data still on the way), so a main picture asked for later would otherwise compete with idle work.
 * Returns a cancel function.
 */
function whenPageLoaded(done: () => void): () => void {
  let isStopped = false;
  const waitingOn = new Set<HTMLImageElement>();
  const stop = () => {
    isStopped = true;
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(giveUp);
    for (const image of waitingOn) {
      image.removeEventListener('load', checkPictures);
      image.removeEventListener('error', checkPictures);
    }
  };
  const finish = () => {
    if (isStopped) return;
    stop();
    done();
  };
  function checkPictures() {
    if (isStopped) return;
    for (const image of document.querySelectorAll<HTMLImageElement>(MAIN_PICTURES)) {
      if (image.complete || waitingOn.has(image)) continue;
      waitingOn.add(image);
      image.addEventListener('load', checkPictures);
      image.addEventListener('error', checkPictures);
    }
    if ([...waitingOn].every((image) => image.complete)) finish();
  }
  function afterLoad() {
    afterFirstPaint(checkPictures);
  }
  const giveUp = window.setTimeout(finish, LOAD_WAIT_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return stop;
}

/**
 * Runs `task` once the page has loaded with its main pictures (or `LOAD_WAIT_MS` have passed) and the browser
 * is idle (or `IDLE_TIMEOUT_MS` later at the latest), so what is not needed for the first paint
 * (announcements, info boxes, ads) never competes with it. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const cancelWait = whenPageLoaded(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelWait();
    cancelIdle();
  };
}

/** False until the page has loaded and the browser has been idle once (see `whenIdle`). */
export function useIsIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => (isIdle ? undefined : whenIdle(() => setIdle(true))), [isIdle]);
  return isIdle;
}
