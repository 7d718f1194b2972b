import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMediaItem } from '@marquee/domain';

// The page has painted: every picture may be asked for (lib/artwork.tsx).
vi.mock('../../../lib/first-paint.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useHasPainted: () => true,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const items: TMediaItem[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  media_type: 'movie',
  title: `Film ${i + 1}`,
  poster_path: `/p${i + 1}.jpg`,
}));

/** The loading attribute of each result's poster, on a screen `viewportWidth` wide. */
async function posterLoading(viewportWidth: number) {
  // The viewport width is read once per module load: a fresh copy for each width.
  vi.resetModules();
  vi.stubGlobal('innerWidth', viewportWidth);
  const { SearchResults } = await import('./search-results.tsx');
  render(
    <MemoryRouter>
      <SearchResults query="film" items={items} isError={false} isRefreshing={false} />
    </MemoryRouter>,
  );
  return items.map((item) => screen.getByAltText(`${item.title} poster`).getAttribute('loading'));
}

describe('SearchResults', () => {
  it("loads the first row's posters first and the rest lazily: two on phones", async () => {
    expect(await posterLoading(390)).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('six on wide screens', async () => {
    expect(await posterLoading(1280)).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });
});
