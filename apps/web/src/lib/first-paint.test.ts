import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module remembers that the page has painted: each test loads a fresh copy.
const load = () => import('./first-paint.ts');

/** A stand-in for the browser's paint timing: paints are reported when `paint()` is called. */
function fakePaintTiming() {
  let painted = false;
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      const at = observers.indexOf(this.callback);
      if (at !== -1) observers.splice(at, 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string) =>
    painted && name === 'first-contentful-paint' ? ([{}] as PerformanceEntryList) : [],
  );
  return {
    paint() {
      painted = true;
      for (const callback of [...observers]) callback();
    },
    observerCount: () => observers.length,
  };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('waits for the browser to report the first contentful paint, then runs at once', async () => {
    const timing = fakePaintTiming();
    const { afterFirstPaint } = await load();
    const first = vi.fn();
    const second = vi.fn();
    afterFirstPaint(first);
    afterFirstPaint(second);
    vi.advanceTimersByTime(500);
    expect(first).not.toHaveBeenCalled();
    timing.paint();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(timing.observerCount()).toBe(0);
    const later = vi.fn();
    afterFirstPaint(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('runs at once when the paint was reported before it was asked', async () => {
    const timing = fakePaintTiming();
    timing.paint();
    const { afterFirstPaint } = await load();
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('gives up waiting after two seconds (a page that never reports its paint)', async () => {
    fakePaintTiming();
    const { afterFirstPaint } = await load();
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(1_999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits for the next frame where paints cannot be observed', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { afterFirstPaint } = await load();
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
    frames.shift()?.(0);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });
});
