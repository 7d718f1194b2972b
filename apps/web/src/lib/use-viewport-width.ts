import { useSyncExternalStore } from 'react';

// The width is read once, before any page is drawn (the document is still empty, so the layout that reading
// clientWidth forces costs nothing; read in the middle of a page's first render it forced a layout of all that
// was built so far), then kept up to date by an observer that stays for the life of the page.
const listeners = new Set<() => void>();
let observer: ResizeObserver | undefined;

function measure(): number {
  return document.documentElement.clientWidth || window.innerWidth;
}

let width = measure();

function update(): void {
  const next = measure();
  if (next === width) return;
  width = next;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (!observer) {
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
  };
}

function snapshot(): number {
  return width;
}

/** The viewport's CSS width (the document's, without a scrollbar), following resizes. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
