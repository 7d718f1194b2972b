import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for an idle moment', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(2_000);
    expect(task).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the first screen's main pictures after the load event", () => {
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    let isComplete = false;
    Object.defineProperty(picture, 'complete', { get: () => isComplete });
    document.body.append(picture);
    try {
      const task = vi.fn();
      whenIdle(task);
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(1_000);
      expect(task).not.toHaveBeenCalled();
      isComplete = true;
      picture.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(100);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      picture.remove();
    }
  });

  it('does not wait for a load event that takes more than 3 s', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(2_999);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
  });
});
