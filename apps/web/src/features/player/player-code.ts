import type * as PlayerModule from './components/player-overlay.tsx';

type TPlayerModule = typeof PlayerModule;

let loading: Promise<TPlayerModule> | undefined;

/**
 * The player's code (its overlay and everything that runs it), loaded and run once: when the player first opens,
 * or ahead, while a Watch's source search is on the network, so that the module's evaluation is done by the time
 * a source is found. A failed load is tried again on the next call.
 */
export function loadPlayerCode(): Promise<TPlayerModule> {
  loading ??= import('./components/player-overlay.tsx').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
