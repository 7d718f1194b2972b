import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../features/catalogue/components/fake-intersection-observer.ts';

// The page has painted: idle work waits only for the browser (see whenIdle).
vi.mock('./first-paint.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  afterFirstPaint: (task: () => void) => task(),
}));

// The hook keeps one observer and one idle queue per page: each test loads a fresh copy of the module.
async function loadHook() {
  vi.resetModules();
  return (await import('./use-near-viewport.ts')).useNearViewport;
}

type THook = Awaited<ReturnType<typeof loadHook>>;

function sections(useNearViewport: THook, names: string[], eager: string[] = []) {
  function Section({ name }: { name: string }) {
    const { setElement, isNear } = useNearViewport<HTMLElement>(eager.includes(name));
    return (
      <section ref={setElement} data-testid={name}>
        {isNear ? `${name} built` : `${name} waiting`}
      </section>
    );
  }
  return render(
    <>
      {names.map((name) => (
        <Section key={name} name={name} />
      ))}
    </>,
  );
}

describe('useNearViewport', () => {
  let idleTasks: (() => void)[];
  beforeEach(() => {
    FakeIntersectionObserver.install();
    idleTasks = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    // The page has loaded: whenIdle goes straight to an idle callback.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const runIdle = () =>
    act(() => {
      const task = idleTasks.shift();
      task?.();
    });

  it('builds an eager section at once and the others when they come near the viewport', async () => {
    const useNearViewport = await loadHook();
    sections(useNearViewport, ['top', 'middle', 'bottom'], ['top']);
    expect(screen.getByTestId('top').textContent).toBe('top built');
    expect(screen.getByTestId('middle').textContent).toBe('middle waiting');
    FakeIntersectionObserver.setVisible(screen.getByTestId('bottom'), true);
    expect(screen.getByTestId('bottom').textContent).toBe('bottom built');
    expect(screen.getByTestId('middle').textContent).toBe('middle waiting');
    // Built once, it stays built and is no longer watched.
    expect(FakeIntersectionObserver.watched()).not.toContain(screen.getByTestId('bottom'));
  });

  it('builds sections near the screen (not on it) one per frame, in page order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    try {
      const useNearViewport = await loadHook();
      sections(useNearViewport, ['a', 'b', 'c']);
      const below = { top: window.innerHeight + 10, bottom: window.innerHeight + 300 };
      // Reported together (the observer's one callback when the page's data arrives), the later one first.
      FakeIntersectionObserver.setVisible(screen.getByTestId('c'), true, below);
      FakeIntersectionObserver.setVisible(screen.getByTestId('b'), true, below);
      expect(screen.getAllByText(/waiting/)).toHaveLength(3);
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(screen.getByTestId('b').textContent).toBe('b built');
      expect(screen.getByTestId('c').textContent).toBe('c waiting');
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(screen.getByTestId('c').textContent).toBe('c built');
      expect(screen.getByTestId('a').textContent).toBe('a waiting');
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds waiting sections one per idle moment, in page order', async () => {
    const useNearViewport = await loadHook();
    sections(useNearViewport, ['a', 'b', 'c']);
    expect(screen.getAllByText(/waiting/)).toHaveLength(3);
    runIdle();
    expect(screen.getByTestId('a').textContent).toBe('a built');
    expect(screen.getByTestId('b').textContent).toBe('b waiting');
    runIdle();
    expect(screen.getByTestId('b').textContent).toBe('b built');
    expect(screen.getByTestId('c').textContent).toBe('c waiting');
    runIdle();
    expect(screen.getByTestId('c').textContent).toBe('c built');
  });

  it('skips in the idle queue what a scroll already built', async () => {
    const useNearViewport = await loadHook();
    sections(useNearViewport, ['a', 'b', 'c']);
    FakeIntersectionObserver.setVisible(screen.getByTestId('a'), true);
    runIdle();
    expect(screen.getByTestId('b').textContent).toBe('b built');
    expect(screen.getByTestId('c').textContent).toBe('c waiting');
  });

  it('keeps a section the idle queue built out of reach until it comes near the viewport', async () => {
    const useNearViewport = await loadHook();
    function Section() {
      const { setElement, isNear, isInReach } = useNearViewport<HTMLElement>();
      return (
        <section ref={setElement} data-testid="row">
          {isNear ? 'built' : 'waiting'}, {isInReach ? 'in reach' : 'far'}
        </section>
      );
    }
    render(<Section />);
    runIdle();
    const row = screen.getByTestId('row');
    expect(row.textContent).toBe('built, far');
    // Still watched: coming near is what lets it build the rest of its cards.
    expect(FakeIntersectionObserver.watched()).toContain(row);
    FakeIntersectionObserver.setVisible(row, true);
    expect(row.textContent).toBe('built, in reach');
    expect(FakeIntersectionObserver.watched()).not.toContain(row);
  });

  it('builds everything at once where intersections cannot be observed', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const useNearViewport = await loadHook();
    sections(useNearViewport, ['a', 'b']);
    expect(screen.getAllByText(/built/)).toHaveLength(2);
  });
});
