import { describe, expect, it, vi } from 'vitest';
import { createStoreListeners } from './store-listeners.ts';

function setUp() {
  let otherTab: (() => void) | undefined;
  const stop = vi.fn(() => (otherTab = undefined));
  const watch = vi.fn((onChange: () => void) => ((otherTab = onChange), stop));
  const onChange = vi.fn();
  const onFirst = vi.fn();
  const store = createStoreListeners(watch, onChange, onFirst);
  return { store, watch, stop, onChange, onFirst, otherTabWrites: () => otherTab?.() };
}

describe('a stored value store’s listeners', () => {
  it('watch other tabs from the first listener to the last', () => {
    const { store, watch, stop, onFirst } = setUp();
    const first = store.subscribe(() => undefined);
    const second = store.subscribe(() => undefined);
    expect(watch).toHaveBeenCalledOnce();
    expect(onFirst).toHaveBeenCalledOnce();
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledOnce();
    store.subscribe(() => undefined);
    expect(watch).toHaveBeenCalledTimes(2);
    expect(onFirst).toHaveBeenCalledTimes(2);
  });

  it('hear a change made here or in another tab, after the cache is dropped', () => {
    const { store, onChange, otherTabWrites } = setUp();
    const order: string[] = [];
    onChange.mockImplementation(() => order.push('dropped'));
    store.subscribe(() => order.push('heard'));
    store.changed();
    otherTabWrites();
    expect(order).toEqual(['dropped', 'heard', 'dropped', 'heard']);
  });
});
