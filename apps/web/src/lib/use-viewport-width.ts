import { useSyncExternalStore } from 'react';

// The width is read once and then kept up to date by an observer, never measured while rendering: reading
// clientWidth forces a layout, and with many grids rendering into a changing page that is a layout per grid.
let width: number | undefined;
const listeners = new Set<() => void>();
let observer: ResizeObserver | undefined;

function measure(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

function update(): void {
  const next = measure();
  if (next === width) return;
  width = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    // The root's box changes with the window and when a scrollbar comes or goes.
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(update);
      observer.observe(document.documentElement);
    } else {
      window.addEventListener('resize', update);
    }
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    observer?.disconnect();
    observer = undefined;
    window.removeEventListener('resize', update);
    // Unobserved, the kept width may go stale: measure again when next asked.
    width = undefined;
  };
}

function snapshot(): number {
  width ??= measure();
  return width;
}

/** The viewport's CSS width (the document's, without a scrollbar), following resizes. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
