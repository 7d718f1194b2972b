import { useSyncExternalStore } from 'react';
import type { TPlayerRequest } from './types.ts';

// The player is one overlay for the whole app: pages that found a source call openPlayer, the shell's
// PlayerHost shows it (loading the player's code only then).

let current: TPlayerRequest | undefined;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the player over the page on the streams found for a movie or an episode. */
export function openPlayer(request: TPlayerRequest): void {
  current = request;
  emit();
}

/** Closes the player, back to the page it was opened on. */
export function closePlayer(): void {
  if (current === undefined) return;
  current = undefined;
  emit();
}

/** The request the player shows, if open. */
export function usePlayerRequest(): TPlayerRequest | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => undefined,
  );
}

/** Loads the player's code ahead of need (e.g. while sources are searched). */
export function preloadPlayer(): Promise<unknown> {
  return import('./components/player-overlay.tsx');
}
