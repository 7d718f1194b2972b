import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { useInfiniteTrigger } from './use-infinite-trigger.ts';

afterEach(cleanup);
beforeEach(() => FakeIntersectionObserver.install());

interface THarnessProps {
  watched: number;
  hasNextPage?: boolean;
  isLoading?: boolean;
  onLoadMore: () => void;
}

function Harness({ watched, hasNextPage = true, isLoading = false, onLoadMore }: THarnessProps) {
  const setTrigger = useInfiniteTrigger({ hasNextPage, isLoading, onLoadMore });
  return (
    <ul>
      {[0, 1, 2].map((index) => (
        <li key={index} data-testid={`item-${index}`} ref={index === watched ? setTrigger : undefined} />
      ))}
    </ul>
  );
}

describe('useInfiniteTrigger', () => {
  it('watches only the trigger item and loads more once it becomes visible', () => {
    const onLoadMore = vi.fn();
    render(<Harness watched={1} onLoadMore={onLoadMore} />);
    expect(FakeIntersectionObserver.watched()).toEqual([screen.getByTestId('item-1')]);
    expect(onLoadMore).not.toHaveBeenCalled();
    FakeIntersectionObserver.setVisible(screen.getByTestId('item-1'), true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('waits while a page is loading, then loads if the item is still visible', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Harness watched={1} isLoading onLoadMore={onLoadMore} />);
    FakeIntersectionObserver.setVisible(screen.getByTestId('item-1'), true);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(<Harness watched={1} onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no more pages exist', () => {
    const onLoadMore = vi.fn();
    render(<Harness watched={1} hasNextPage={false} onLoadMore={onLoadMore} />);
    FakeIntersectionObserver.setVisible(screen.getByTestId('item-1'), true);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not count the old trigger as visible once the trigger moves', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Harness watched={1} isLoading onLoadMore={onLoadMore} />);
    FakeIntersectionObserver.setVisible(screen.getByTestId('item-1'), true);
    // A page arrived: the trigger is now another item, not yet seen.
    rerender(<Harness watched={2} onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.watched()).toEqual([screen.getByTestId('item-2')]);
  });

  it('stops loading when the item scrolls out of view', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Harness watched={1} isLoading onLoadMore={onLoadMore} />);
    FakeIntersectionObserver.setVisible(screen.getByTestId('item-1'), true);
    FakeIntersectionObserver.setVisible(screen.getByTestId('item-1'), false);
    rerender(<Harness watched={1} onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
