import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMediaItem } from '@marquee/domain';
import { SearchResultCard } from './search-result-card.tsx';

// The page has painted: every picture may be asked for (lib/artwork.tsx).
vi.mock('../../../lib/first-paint.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useHasPainted: () => true,
}));

afterEach(cleanup);

function renderCard(item: TMediaItem, onSelect = () => {}) {
  render(
    <MemoryRouter>
      <div role="listbox" aria-label="Search results">
        <SearchResultCard item={item} id="result-0" isHighlighted={false} onSelect={onSelect} />
      </div>
    </MemoryRouter>,
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('SearchResultCard', () => {
  it('shows a movie: title, release year, rating to one decimal, overview cut at 85 characters', () => {
    const overview = 'A'.repeat(85) + 'BCD';
    renderCard({
      id: 7,
      media_type: 'movie',
      title: 'Dune',
      release_date: '2021-09-15',
      vote_average: 8,
      overview,
    });
    expect(text('search-result-title')).toBe('Dune');
    expect(text('search-result-year')).toBe('2021');
    expect(text('search-result-rating')).toBe('Rating 8.0');
    expect(text('search-result-overview')).toBe(`${'A'.repeat(85)}...`);
    expect(screen.getByRole('option').getAttribute('href')).toBe('/movies/7-dune');
  });

  it('shows a series with its first-air year marked (first release)', () => {
    renderCard({
      id: 9,
      media_type: 'tv',
      name: 'Severance',
      first_air_date: '2022-02-18',
      vote_average: 8.37,
    });
    expect(text('search-result-year')).toBe('2022 (first release)');
    expect(text('search-result-rating')).toBe('Rating 8.4');
    expect(screen.getByRole('option').getAttribute('href')).toBe('/series/9-severance');
    // A screen reader names it by title, year and kind; the overview is its description.
    expect(
      screen.getByRole('option', {
        name: /^Severance\s*,\s*2022 \(first release\),\s*Series,\s*Rating\s*8.4$/,
      }),
    ).toBeTruthy();
  });

  it('falls back to Unknown, the original or Untitled name, keeps a short overview whole, and shows no N/A', () => {
    renderCard({ id: 1, media_type: 'tv', name: '', original_name: 'Original', overview: 'Short.' });
    expect(text('search-result-title')).toBe('Original');
    expect(text('search-result-year')).toBe('Unknown');
    expect(text('search-result-overview')).toBe('Short.');
    cleanup();
    renderCard({ id: 2, media_type: 'movie' });
    expect(text('search-result-title')).toBe('Untitled Movie');
    expect(screen.queryByTestId('search-result-rating')).toBeNull();
  });

  it('fetches its poster for a 92 px slot and reports the choice', () => {
    const onSelect = vi.fn();
    renderCard({ id: 3, media_type: 'movie', title: 'Alien', poster_path: '/alien.jpg' }, onSelect);
    const poster = screen.getByRole('option').querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/img?url=%2Fapi%2Fimages%2Fw500%2Falien.jpg&w=92&output=webp');
    screen.getByRole('option').click();
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
