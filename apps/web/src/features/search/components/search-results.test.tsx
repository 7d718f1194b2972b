import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TMediaItem } from '@marquee/domain';
import { SearchResults } from './search-results.tsx';

afterEach(cleanup);

const items: TMediaItem[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  media_type: 'movie',
  title: `Film ${i + 1}`,
  poster_path: `/p${i + 1}.jpg`,
}));

describe('SearchResults', () => {
  it("loads the first screen's posters first and the rest lazily", () => {
    render(
      <MemoryRouter>
        <SearchResults query="film" items={items} isError={false} isRefreshing={false} />
      </MemoryRouter>,
    );
    const loading = items.map((item) => screen.getByAltText(`${item.title} poster`).getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });
});
