import { useSyncExternalStore } from 'react';

// Whether the search overlay is open: one tiny store, so the header opens it and the overlay closes it.
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const searchOverlay = {
  open: () => setOpen(true),
  close: () => setOpen(false),
  isOpen: () => open,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether the search overlay is open, re-rendering on change. */
export function useSearchOverlayOpen(): boolean {
  return useSyncExternalStore(searchOverlay.subscribe, searchOverlay.isOpen, () => false);
}
