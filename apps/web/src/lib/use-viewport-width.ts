import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's CSS width (the document's, without a scrollbar), following resizes. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => document.documentElement.clientWidth || window.innerWidth);
}
