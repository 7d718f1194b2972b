import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

// The app's one way to show a toast. Sonner is imported on first use, so pages that never toast do not load
// it up front; the Toaster mounts then too (useToasterWanted), and shows the toasts raised before it did
// (sonner replays them).

type TSonnerToast = typeof sonnerToast;

export type TToastKind = 'message' | 'success' | 'error' | 'loading';

export interface TToastOptions {
  kind?: TToastKind;
  description?: string;
  /** How long it stays (ms); the Toaster's default (4000 ms) when absent. */
  duration?: number;
  /** Same id: replaces the toast showing under it. */
  id?: string;
  /** Where it shows; the Toaster's (bottom right) when absent. */
  position?: 'top-center';
}

let isToasterWanted = false;
const toasterListeners = new Set<() => void>();

function subscribeToaster(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

/** Whether a toast has been asked for, so the Toaster (a chunk of its own) should be on the page. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribeToaster,
    () => isToasterWanted,
    () => false,
  );
}

/** Shows a toast (the toaster's defaults unless options say otherwise). */
export function showToast(message: string, options: TToastOptions = {}): void {
  if (!isToasterWanted) {
    isToasterWanted = true;
    for (const listener of toasterListeners) listener();
  }
  // A failed chunk load leaves nothing to show the toast with; the action itself has already happened.
  import('sonner').then(({ toast }) => present(toast, message, options)).catch(() => undefined);
}

function present(toast: TSonnerToast, message: string, options: TToastOptions): void {
  const { kind = 'message', duration, id, description, position } = options;
  const settings = {
    ...(id ? { id } : {}),
    ...(position ? { position } : {}),
    ...(description ? { description } : {}),
    ...(duration !== undefined ? { duration } : {}),
  };
  switch (kind) {
    case 'message':
      toast(message, settings);
      return;
    case 'success':
      toast.success(message, settings);
      return;
    case 'error':
      toast.error(message, settings);
      return;
    case 'loading': {
      // Sonner never closes a loading toast by itself: close it once its time is up.
      const shown = toast.loading(message, settings);
      if (duration !== undefined) setTimeout(() => toast.dismiss(shown), duration);
      return;
    }
  }
}
