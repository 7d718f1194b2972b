import { useSyncExternalStore } from 'react';
import type { TPlayerRequest } from './types.ts';

// The player is one overlay for the whole app: pages that found a source call openPlayer, the shell's
// PlayerHost shows it (loading the player's code only then).

let current: TPlayerRequest | undefined;
let opener: HTMLElement | undefined;
let lastActivated: HTMLElement | undefined;
const listeners = new Set<() => void>();

// The control a click (or Enter/Space, which click too) last activated: the player opens after a source
// search, by which time its Watch button may have been disabled and lost focus, so focus at opening time
// cannot say what opened it.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
      if (control instanceof HTMLElement) lastActivated = control;
    },
    { capture: true },
  );
}

const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the player over the page on the streams found for a movie or an episode. */
export function openPlayer(request: TPlayerRequest): void {
  if (current === undefined) {
    const focused = document.activeElement;
    opener = focused instanceof HTMLElement && focused !== document.body ? focused : lastActivated;
  }
  current = request;
  emit();
}

/** The control that opened the player (focus goes back to it on closing), if it is still on the page. */
export function playerOpener(): HTMLElement | undefined {
  return opener?.isConnected ? opener : undefined;
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
