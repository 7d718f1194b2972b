import { useEffect, useState } from 'react';
import { afterNextFrame } from '../../lib/first-paint.ts';

/** The longest the controls wait for the picture (a slow stream still gets its controls while it loads). */
export const CONTROLS_WAIT_MS = 1500;

/**
 * False until the picture has started (or failed), or the controls have waited long enough. The controls are
 * media-chrome elements, costly to build on a slow phone: built first, they held up every step of loading the
 * stream, and built at the `playing` event they held up the first frame by as long (~160 ms at 4x CPU): they
 * come once the first frame is on the screen. The title bar (with Close) and the loading indicator are there
 * from the start.
 */
export function useControlsAfterStart(video: HTMLVideoElement | null, hasStarted: boolean): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!video || isShown) return;
    const show = () => setShown(true);
    if (!hasStarted) {
      const timer = setTimeout(show, CONTROLS_WAIT_MS);
      return () => clearTimeout(timer);
    }
    // The frame after this one: the first picture is presented before the controls' work starts.
    let isCancelled = false;
    afterNextFrame(() => {
      if (!isCancelled) show();
    });
    return () => {
      isCancelled = true;
    };
  }, [video, hasStarted, isShown]);
  return isShown;
}
