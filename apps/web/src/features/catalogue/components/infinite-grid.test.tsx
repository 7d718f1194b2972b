import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMediaItem } from '@marquee/domain';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { InfiniteGrid } from './infinite-grid.tsx';
import type { TInfiniteListState } from './infinite-media-pages.ts';

afterEach(cleanup);
beforeEach(() => FakeIntersectionObserver.install());

const items = (count: number): TMediaItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Movie ${i + 1}` }));

function listOf(overrides: Partial<TInfiniteListState>): TInfiniteListState {
  return {
    items: [],
    totalResults: undefined,
    pageCount: 1,
    isPending: false,
    isError: false,
    isFetching: false,
    isFetchingNextPage: false,
    isNextPageError: false,
    hasNextPage: true,
    loadMore: vi.fn(),
    retry: vi.fn(),
    ...overrides,
  };
}

function renderGrid(list: TInfiniteListState, skeletonCount?: number) {
  render(
    <MemoryRouter>
      <InfiniteGrid
        list={list}
        label="Test titles"
        emptyText="Nothing here"
        {...(skeletonCount ? { skeletonCount } : {})}
      />
    </MemoryRouter>,
  );
}

describe('InfiniteGrid', () => {
  it('watches the 5th card from the end and loads the next page when it shows', () => {
    const list = listOf({ items: items(20) });
    renderGrid(list);
    const cards = screen.getAllByTestId('media-card');
    expect(FakeIntersectionObserver.watched()).toEqual([cards[15]?.closest('li')]);
    FakeIntersectionObserver.setVisible(cards[15]!.closest('li')!, true);
    expect(list.loadMore).toHaveBeenCalledTimes(1);
  });

  it('shows placeholders sized like cards while the first page loads', () => {
    renderGrid(listOf({ isPending: true }), 10);
    expect(screen.getAllByTestId('media-card-skeleton')).toHaveLength(10);
  });

  it('shows the empty text when there is nothing', () => {
    renderGrid(listOf({ hasNextPage: false }));
    expect(screen.getByTestId('empty-state').textContent).toBe('Nothing here');
  });

  it('offers a retry when the first page fails', () => {
    const list = listOf({ isError: true });
    renderGrid(list);
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(list.retry).toHaveBeenCalled();
  });
});
