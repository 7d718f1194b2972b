/**
 * The listeners of a stored value's store (for useSyncExternalStore). The first listener starts watching other
 * tabs' changes (`onFirst` runs before: nothing watched while nobody listened), the last one stops it;
 * `changed` runs `onChange` (a cache dropped), then every listener.
 */
export function createStoreListeners(
  watch: (onChange: () => void) => () => void,
  onChange?: () => void,
  onFirst?: () => void,
) {
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;
  const changed = () => {
    onChange?.();
    for (const listener of listeners) listener();
  };
  return {
    changed,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (!stopWatching) {
        onFirst?.();
        stopWatching = watch(changed);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
  };
}
