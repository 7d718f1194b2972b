import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { searchOverlay } from '../../features/search/search-overlay-store.ts';
import { renderWithQueryClient } from '../../test-query-client.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { SiteHeader } from './site-header.tsx';
import type { TShellUser } from './shell-user.ts';

function renderShell(path: string, user: TShellUser | null = null) {
  const onOpenMenu = vi.fn();
  const element = (
    <>
      <SiteHeader user={user} isMenuOpen={false} onOpenMenu={onOpenMenu} />
      <BottomBar user={user} isMenuOpen={false} onOpenMenu={onOpenMenu} />
    </>
  );
  // The header's alerts bell reads the followed titles' schedule through the query cache.
  renderWithQueryClient(
    <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />,
  );
  return { onOpenMenu };
}

afterEach(() => {
  cleanup();
  searchOverlay.close();
});

describe('top bar', () => {
  it('offers Register and Login when logged out', () => {
    renderShell('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/signup');
    expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows the username linking to the account tab when logged in', () => {
    renderShell('/', { username: 'ada' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'ada' }).getAttribute('href')).toBe(
      '/account?tab=account',
    );
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('opens the search overlay from its search control', () => {
    renderShell('/');
    const search = screen.getByRole('button', { name: /^Search/ });
    fireEvent.click(search);
    expect(searchOverlay.isOpen()).toBe(true);
    expect(search.getAttribute('aria-expanded')).toBe('true');
  });

  it('is sticky, except on the episode page', () => {
    renderShell('/movies');
    expect(screen.getByRole('banner').className).toContain('sticky');
    cleanup();
    renderShell('/series/1399-game-of-thrones/1/2');
    expect(screen.getByRole('banner').className).not.toContain('sticky');
  });

  it('marks the current section', () => {
    renderShell('/movies');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Movies' }).getAttribute('aria-current')).toBe('page');
    expect(within(main).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('mobile bottom bar', () => {
  it('has Home, Movies, Series, Menu and Account (to login when logged out)', () => {
    const { onOpenMenu } = renderShell('/');
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    const hrefs = within(bar)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Movies', '/movies'],
      ['Series', '/series'],
      ['Account', '/login'],
    ]);
    fireEvent.click(within(bar).getByRole('button', { name: 'Menu' }));
    expect(onOpenMenu).toHaveBeenCalledTimes(1);
  });

  it('links Account to the account tab when logged in', () => {
    renderShell('/', { username: 'ada' });
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(bar).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe(
      '/account?tab=account',
    );
  });
});
