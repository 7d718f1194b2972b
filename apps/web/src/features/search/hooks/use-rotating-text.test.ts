import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotatingText } from './use-rotating-text.ts';

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const rotating = (texts: readonly string[]) =>
  renderHook(({ list }) => useRotatingText(list, 'Default', 5000, 300), { initialProps: { list: texts } });

describe('useRotatingText', () => {
  it('shows the default text while there are no texts', () => {
    const { result } = rotating([]);
    tick(20_000);
    expect(result.current).toEqual({ text: 'Default', isVisible: true });
  });

  it('shows the first text once loaded, then fades for 300 ms and moves on every 5000 ms', () => {
    const { result, rerender } = rotating([]);
    rerender({ list: ['Dune', 'Severance', 'Alien'] });
    expect(result.current).toEqual({ text: 'Dune', isVisible: true });
    tick(4999);
    expect(result.current).toEqual({ text: 'Dune', isVisible: true });
    tick(1);
    expect(result.current).toEqual({ text: 'Dune', isVisible: false });
    tick(299);
    expect(result.current.text).toBe('Dune');
    tick(1);
    expect(result.current).toEqual({ text: 'Severance', isVisible: true });
    tick(5000);
    tick(300);
    expect(result.current.text).toBe('Alien');
    tick(5300);
    expect(result.current).toEqual({ text: 'Dune', isVisible: true });
  });

  it('keeps a single text without fading', () => {
    const { result } = rotating(['Only']);
    tick(12_000);
    expect(result.current).toEqual({ text: 'Only', isVisible: true });
  });

  it('stops rotating on unmount', () => {
    const { unmount } = rotating(['A', 'B']);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
