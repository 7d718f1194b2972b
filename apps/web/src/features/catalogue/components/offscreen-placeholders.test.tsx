// Sections below the first screen draw the fewest placeholders that keep their height until they come near.
// A file of its own: the near-viewport hook keeps one observer per page, made here with the fake one.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TMediaListState } from '../browse/use-media-list.ts';
import { FakeIntersectionObserver } from './fake-intersection-observer.ts';
import { MediaGrid } from './media-grid.tsx';
import { MediaRow } from './media-row.tsx';

const pending: TMediaListState = {
  items: [],
  isPending: true,
  isError: false,
  isFetching: true,
  retry: () => {},
};

describe('placeholders of sections off the screen', () => {
  // Installed once: the hook's one observer outlives a test.
  beforeAll(() => FakeIntersectionObserver.install());
  afterEach(cleanup);
  afterAll(() => vi.unstubAllGlobals());

  it('a row draws one until it comes near, then as many as the screen shows', () => {
    render(
      <MemoryRouter>
        <MediaRow title="Upcoming Movies" list={pending} rowLimit={15} />
      </MemoryRouter>,
    );
    const row = screen.getByTestId('media-row');
    expect(within(row).getAllByTestId('media-card-skeleton')).toHaveLength(1);
    FakeIntersectionObserver.setVisible(row, true);
    // jsdom's window is 1024 px wide: six 176 px cards (and their gaps) fill it.
    expect(within(row).getAllByTestId('media-card-skeleton')).toHaveLength(6);
  });

  it('a grid draws one per line, each starting its line, until it comes near', () => {
    render(
      <MemoryRouter>
        <MediaGrid title="Popular Movies" list={pending} />
      </MemoryRouter>,
    );
    const grid = screen.getByTestId('media-grid');
    // 20 cards in 5 columns at 1024 px: 4 lines.
    const lines = within(grid).getAllByRole('listitem');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line.className).toContain('col-start-1');
    FakeIntersectionObserver.setVisible(grid, true);
    expect(within(grid).getAllByTestId('media-card-skeleton')).toHaveLength(20);
  });

  it('a row lets the browser skip its layout while far from the screen, holding about its height', () => {
    render(
      <MemoryRouter>
        <MediaRow title="Upcoming Movies" list={pending} rowLimit={15} />
      </MemoryRouter>,
    );
    const { style } = screen.getByTestId('media-row');
    expect(style.getPropertyValue('content-visibility')).toBe('auto');
    // A heading and a 176 px card: its 264 px poster and the lines under it.
    expect(style.getPropertyValue('contain-intrinsic-block-size')).toBe('auto 416px');
  });
});
