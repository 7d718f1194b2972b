import { useCallback, useEffect, useRef } from 'react';

export interface TDebouncedCallback<A extends unknown[]> {
  /** Schedules the call, replacing any call still waiting. */
  run: (...args: A) => void;
  /** Drops the call still waiting, if any. */
  cancel: () => void;
}

/** Calls `callback` once, `delayMs` after the last of a burst of `run` calls; nothing runs after unmount. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): TDebouncedCallback<A> {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const run = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current(...args);
      }, delayMs);
    },
    [delayMs],
  );
  useEffect(() => cancel, [cancel]);
  return { run, cancel };
}
