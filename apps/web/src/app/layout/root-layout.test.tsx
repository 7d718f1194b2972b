import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RootLayout', () => {
  it("draws the page first with the top bar's space, then the bars, then the footer and floating button", async () => {
    const { container } = renderLayout();
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    const space = container.querySelector('[aria-hidden="true"] > .h-16');
    expect(space).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('banner')).toBeTruthy());
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByLabelText('Quick actions')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"] > .h-16')).toBeNull();
    // The space is the bar's own box: the same classes, so the page does not move when the bar comes.
    expect(space?.className).toBe(screen.getByRole('banner').firstElementChild?.className);
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeTruthy());
    expect(screen.getByLabelText('Quick actions')).toBeTruthy();
  });

  it.each(['reload', 'back_forward'])(
    'draws the footer with the page after a %s, so a restored scroll position has the whole height',
    (type) => {
      const navigation = [{ type }] as unknown as PerformanceEntryList;
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue(navigation);
      renderLayout();
      expect(screen.getByText('The page')).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
    },
  );
});
