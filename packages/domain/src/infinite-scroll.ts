import { INFINITE_SCROLL_TRIGGER_FROM_END } from './constants.ts';

/**
 * The index of the item whose visibility loads the next page: the 5th from the last
 * (the first item when fewer are shown), or -1 when there is nothing to watch.
 */
export function infiniteTriggerIndex(count: number, fromEnd = INFINITE_SCROLL_TRIGGER_FROM_END): number {
  if (count <= 0) return -1;
  return Math.max(0, count - fromEnd);
}

/** The rule: the next page loads when the trigger item is visible, nothing is loading and more pages exist. */
export function shouldLoadNextPage(state: {
  isTriggerVisible: boolean;
  isLoading: boolean;
  hasNextPage: boolean;
}): boolean {
  return state.isTriggerVisible && !state.isLoading && state.hasNextPage;
}
