import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMediaItem } from '@marquee/domain';
import type { TMediaListState } from '../browse/use-media-list.ts';
import { MediaRow } from './media-row.tsx';

const items: TMediaItem[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  media_type: 'movie',
  title: `Movie ${i + 1}`,
  release_date: '2024-01-01',
}));
const state = (over: Partial<TMediaListState> = {}): TMediaListState => ({
  items,
  isPending: false,
  isError: false,
  isFetching: false,
  retry: () => {},
  ...over,
});

function renderRow(list: TMediaListState, rowLimit = 30) {
  return render(
    <MemoryRouter>
      <MediaRow title="Popular Shows and Movies" list={list} rowLimit={rowLimit} />
    </MemoryRouter>,
  );
}

function mockNarrow(isNarrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: isNarrow && query.includes('max-width'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('MediaRow', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('builds the cards one screen shows with the row, the others a couple per frame on placeholders', async () => {
    mockNarrow(false);
    renderRow(state());
    // jsdom's window is 1024 px wide: six 176 px cards (and their gaps) fill it.
    expect(screen.getAllByTestId('media-card')).toHaveLength(6);
    expect(screen.getAllByTestId('media-card-skeleton')).toHaveLength(9);
    await waitFor(() => expect(screen.getAllByTestId('media-card').length).toBeGreaterThan(6));
    expect(screen.getAllByTestId('media-card').length).toBeLessThan(15);
    await waitFor(() => expect(screen.getAllByTestId('media-card')).toHaveLength(15));
    expect(screen.queryByTestId('media-card-skeleton')).toBeNull();
  });

  it('shows 15 of the 30 titles it holds, and all 30 after Show all', async () => {
    mockNarrow(false);
    renderRow(state());
    const row = screen.getByRole('region', { name: 'Popular Shows and Movies' });
    await waitFor(() => expect(within(row).getAllByTestId('media-card')).toHaveLength(15));
    fireEvent.click(within(row).getByRole('button', { name: /^Show all 30/ }));
    expect(within(row).getAllByTestId('media-card')).toHaveLength(30);
    expect(within(row).queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it('shows 10 under 700 px', async () => {
    mockNarrow(true);
    renderRow(state(), 15);
    await waitFor(() => expect(screen.getAllByTestId('media-card')).toHaveLength(10));
    expect(screen.getByRole('button', { name: /^Show all 15/ })).toBeTruthy();
  });

  it('has no Show all when it shows everything it holds', async () => {
    mockNarrow(false);
    renderRow(state({ items: items.slice(0, 12) }), 15);
    await waitFor(() => expect(screen.getAllByTestId('media-card')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });

  it('draws placeholders the size of the cards while loading, as many as the screen shows', () => {
    mockNarrow(false);
    renderRow(state({ items: [], isPending: true }));
    // jsdom's window is 1024 px wide: six 176 px cards (and their gaps) fill it, of the 15 the row will show.
    expect(screen.getAllByTestId('media-card-skeleton')).toHaveLength(6);
    expect(screen.getByTestId('row-list').getAttribute('aria-busy')).toBe('true');
  });

  it('offers a retry when its list failed', () => {
    mockNarrow(false);
    const retry = vi.fn();
    renderRow(state({ items: [], isError: true, retry }));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
