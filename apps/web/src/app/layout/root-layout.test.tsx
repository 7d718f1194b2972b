import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithQueryClient } from '../../test-query-client.tsx';
import { RootLayout } from './root-layout.tsx';

function renderLayout() {
  const router = createMemoryRouter(
    [{ path: '/', element: <RootLayout />, children: [{ index: true, element: <p>The page</p> }] }],
    { initialEntries: ['/'] },
  );
  return renderWithQueryClient(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('RootLayout', () => {
  it("draws the page first with the top bar's space, then the bars and the footer in a later task", async () => {
    const { container } = renderLayout();
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const space = container.querySelector('[aria-hidden="true"] > .h-16');
    expect(space).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('banner')).toBeTruthy());
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"] > .h-16')).toBeNull();
    // The space is the bar's own box: the same classes, so the page does not move when the bar comes.
    expect(space?.className).toBe(screen.getByRole('banner').firstElementChild?.className);
  });
});
