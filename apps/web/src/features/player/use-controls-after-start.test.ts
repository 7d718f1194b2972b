import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_WAIT_MS, useControlsAfterStart } from './use-controls-after-start.ts';

describe('useControlsAfterStart', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => vi.useRealTimers());

  const video = document.createElement('video');

  it('waits for the picture, then for the frame after it, before the controls', () => {
    const { result, rerender } = renderHook(({ hasStarted }) => useControlsAfterStart(video, hasStarted), {
      initialProps: { hasStarted: false },
    });
    act(() => void vi.advanceTimersByTime(CONTROLS_WAIT_MS - 100));
    expect(result.current).toBe(false);
    rerender({ hasStarted: true });
    // Not in the task that saw the picture start: the first frame goes to the screen first.
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersToNextFrame());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('shows the controls after a while for a picture that does not start', () => {
    const { result } = renderHook(() => useControlsAfterStart(video, false));
    act(() => void vi.advanceTimersByTime(CONTROLS_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('builds nothing without a video', () => {
    const { result } = renderHook(() => useControlsAfterStart(null, true));
    act(() => void vi.advanceTimersByTime(CONTROLS_WAIT_MS * 2));
    expect(result.current).toBe(false);
  });
});
