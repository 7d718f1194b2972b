import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchPagination } from './search-pagination.tsx';

afterEach(cleanup);

const labels = () =>
  [...within(screen.getByRole('navigation', { name: 'Pagination' })).getAllByText(/^(\d+|\.\.\.)$/)].map(
    (el) => el.textContent,
  );

describe('SearchPagination', () => {
  it('shows up to 4 numbered pages around the current one with first and last shortcuts and gaps', () => {
    render(<SearchPagination page={5} pageCount={12} isLoading={false} onPageChange={() => {}} />);
    expect(labels()).toEqual(['1', '...', '4', '5', '6', '7', '...', '12']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('12 Pages')).toBeTruthy();
  });

  it('disables Prev on page 1 and Next on the last page', () => {
    const { rerender } = render(
      <SearchPagination page={1} pageCount={12} isLoading={false} onPageChange={() => {}} />,
    );
    expect(labels()).toEqual(['1', '2', '3', '4', '...', '12']);
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<SearchPagination page={12} pageCount={12} isLoading={false} onPageChange={() => {}} />);
    expect(labels()).toEqual(['1', '...', '9', '10', '11', '12']);
    expect((screen.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables every button while loading', () => {
    render(<SearchPagination page={3} pageCount={6} isLoading onPageChange={() => {}} />);
    for (const button of screen.getAllByRole<HTMLButtonElement>('button')) expect(button.disabled).toBe(true);
  });

  it('has no pages label for a single page and nothing at all for none', () => {
    const { rerender } = render(
      <SearchPagination page={1} pageCount={1} isLoading={false} onPageChange={() => {}} />,
    );
    expect(screen.queryByText(/Pages$/)).toBeNull();
    rerender(<SearchPagination page={1} pageCount={0} isLoading={false} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks for the previous, next and chosen page', async () => {
    const onPageChange = vi.fn();
    render(<SearchPagination page={5} pageCount={12} isLoading={false} onPageChange={onPageChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [12]]);
  });
});
