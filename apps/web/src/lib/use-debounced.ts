import { useCallback, useEffect, useRef, useState } from 'react';
import { debounce, type TDebounced } from './debounce.ts';

export interface TDebouncedCallback<A extends unknown[]> {
  /** Schedules the call, replacing any call still waiting. */
  run: (...args: A) => void;
  /** Drops the call still waiting, if any. */
  cancel: () => void;
}

/** `debounce` for a component: the latest `callback` runs once, `delayMs` after the last `run`; never after unmount. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): TDebouncedCallback<A> {
  const latest = useRef(callback);
  const debounced = useRef<TDebounced<A> | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => {
    const next = debounce((...args: A) => latest.current(...args), delayMs);
    debounced.current = next;
    return next.cancel;
  }, [delayMs]);
  const run = useCallback((...args: A) => debounced.current?.(...args), []);
  const cancel = useCallback(() => debounced.current?.cancel(), []);
  return { run, cancel };
}

/** The value as it was `delayMs` after its last change: a burst of changes yields one update. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const { run } = useDebouncedCallback((next: T) => setDebounced(() => next), delayMs);
  useEffect(() => run(value), [value, run]);
  return debounced;
}
