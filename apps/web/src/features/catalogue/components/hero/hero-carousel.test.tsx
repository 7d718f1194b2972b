import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMediaItem } from '@marquee/domain';
import { HeroCarousel } from './hero-carousel.tsx';

// The page has painted: every picture may be asked for (lib/artwork.tsx), and idle work waits for nothing else.
vi.mock('../../../../lib/first-paint.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useHasPainted: () => true,
  afterFirstPaint: (task: () => void) => task(),
}));

const items: TMediaItem[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  media_type: 'movie',
  title: `Movie ${i + 1}`,
  backdrop_path: `/backdrop-${i + 1}.jpg`,
  release_date: '2024-01-01',
}));

/** Which slides have been built (their backdrop and text put in the page). */
const builtSlides = () =>
  screen.getAllByTestId('hero-slide').map((slide) => slide.querySelector('img') !== null);

describe('HeroCarousel', () => {
  let idleTasks: (() => void)[];
  beforeEach(() => {
    idleTasks = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    // The page's pictures have arrived (idle work waits for the main ones).
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    // Unmounted while the idle callbacks are still stubbed: its effects cancel theirs.
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function renderCarousel() {
    // Logos are asked of the catalogue; never answered here (the titles show as text).
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    return render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <HeroCarousel items={items} isPending={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('draws the shown slide first, and the other slides and the controls a task later', async () => {
    renderCarousel();
    const [shown] = screen.getAllByTestId('hero-slide');
    expect(screen.getAllByTestId('hero-slide')).toHaveLength(1);
    expect(shown?.getAttribute('data-active')).toBe('true');
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('hero-slide')).toHaveLength(items.length));
    // The shown slide stays the same element (its picture is not asked for again), still first and shown.
    expect(screen.getAllByTestId('hero-slide')[0]).toBe(shown);
    expect(screen.getAllByRole('tab')).toHaveLength(items.length);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
  });

  it('builds the shown slide at once and the slides either side once the page is idle', async () => {
    renderCarousel();
    await waitFor(() => expect(screen.getAllByTestId('hero-slide')).toHaveLength(items.length));
    expect(builtSlides()).toEqual([true, false, false, false, false]);
    act(() => {
      for (const task of idleTasks.splice(0)) task();
    });
    expect(builtSlides()).toEqual([true, true, false, false, true]);
  });
});
