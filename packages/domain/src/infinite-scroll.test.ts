import { describe, expect, it } from 'vitest';
import { infiniteTriggerIndex, shouldLoadNextPage } from './infinite-scroll.ts';

describe('infinite scroll', () => {
  it('watches the 5th item from the last', () => {
    expect(infiniteTriggerIndex(20)).toBe(15);
    expect(infiniteTriggerIndex(40)).toBe(35);
    expect(infiniteTriggerIndex(5)).toBe(0);
  });
  it('watches the first item when fewer than five are shown, and nothing when none are', () => {
    expect(infiniteTriggerIndex(3)).toBe(0);
    expect(infiniteTriggerIndex(1)).toBe(0);
    expect(infiniteTriggerIndex(0)).toBe(-1);
  });
  it('loads the next page only when the item is visible, nothing is loading and more pages exist', () => {
    const ready = { isTriggerVisible: true, isLoading: false, hasNextPage: true };
    expect(shouldLoadNextPage(ready)).toBe(true);
    expect(shouldLoadNextPage({ ...ready, isTriggerVisible: false })).toBe(false);
    expect(shouldLoadNextPage({ ...ready, isLoading: true })).toBe(false);
    expect(shouldLoadNextPage({ ...ready, hasNextPage: false })).toBe(false);
  });
});
