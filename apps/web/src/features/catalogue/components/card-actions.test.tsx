import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TMediaItem } from '@marquee/domain';
import { CardActionsContext } from './card-actions.ts';
import { MediaCard } from './media-card.tsx';

const movie: TMediaItem = { id: 550, title: 'Fight Club', media_type: 'movie', poster_path: null };

function renderCard(card: React.ReactNode) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CardActionsContext value={(item) => <button type="button">{`Act on ${item.id}`}</button>}>
          {card}
        </CardActionsContext>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('card actions', () => {
  it("draws the context's actions over every card, outside the card's link", () => {
    renderCard(<MediaCard item={movie} />);
    const button = screen.getByRole('button', { name: 'Act on 550' });
    expect(button.closest('a')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/movies/550-fight-club');
  });

  it("lets a card's own actions replace them", () => {
    renderCard(<MediaCard item={movie} actions={<span>Own</span>} />);
    expect(screen.getByText('Own')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Act on 550' })).toBeNull();
  });
});
