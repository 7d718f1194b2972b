import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel } from './use-carousel.ts';

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 seconds and wraps around', () => {
    const { result } = renderHook(() => useCarousel(3));
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current.index).toBe(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.index).toBe(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.index).toBe(2);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.index).toBe(0);
  });

  it('stops while paused by the button, hovered or focused', () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.togglePause());
    expect(result.current.isPausedByUser).toBe(true);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePause());
    act(() => result.current.setHovered(true));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.index).toBe(0);
    expect(result.current.isRotating).toBe(false);
    act(() => result.current.setHovered(false));
    act(() => result.current.setFocus(true));
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.index).toBe(0);
  });

  it('pressing play resumes even with the pointer still inside', () => {
    const { result } = renderHook(() => useCarousel(3));
    act(() => result.current.setHovered(true));
    act(() => result.current.togglePause());
    act(() => result.current.togglePause());
    expect(result.current.isRotating).toBe(true);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current.index).toBe(1);
  });

  it('a manual step restarts the 5 seconds', () => {
    const { result } = renderHook(() => useCarousel(4));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    act(() => result.current.step(1));
    expect(result.current.index).toBe(1);
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(result.current.index).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.index).toBe(2);
    act(() => result.current.step(-1));
    act(() => result.current.goTo(3));
    expect(result.current.index).toBe(3);
  });

  it('does not rotate a single slide', () => {
    const { result } = renderHook(() => useCarousel(1));
    expect(result.current.isRotating).toBe(false);
  });
});
