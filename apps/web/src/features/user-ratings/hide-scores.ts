import type { TSettingsStore } from '../accounts/settings-store.ts';

/** On <html> while "Hide ratings and scores" is on: index.css then hides every element marked as a score. */
export const HIDE_SCORES_ATTRIBUTE = 'data-hide-scores';
/** Spread on every element that shows a rating or score (vote averages, a profile's stars). */
export const SCORE_MARK = { 'data-score': '' } as const;

/**
 * Keeps <html> marked while the setting is on (chosen here, in another tab or synced), before the first render
 * so no score flashes. One attribute and a style rule: no card re-renders when it changes.
 */
export function followHideScores(settings: Pick<TSettingsStore, 'get' | 'subscribe'>): () => void {
  const apply = () =>
    document.documentElement.toggleAttribute(HIDE_SCORES_ATTRIBUTE, settings.get().hideScores);
  apply();
  return settings.subscribe(apply);
}
