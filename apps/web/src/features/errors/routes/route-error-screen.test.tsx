import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { renderWithQueryClient } from '../../../test-query-client.tsx';
import { RouteErrorScreen, type TLoadErrorPage } from './route-error-screen.tsx';

function renderAt(path: string, children: RouteObject[], load?: TLoadErrorPage) {
  const router = createMemoryRouter(
    [{ path: '/', errorElement: <RouteErrorScreen {...(load ? { load } : {})} />, children }],
    { initialEntries: [path] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

const status = () => screen.getByTestId('error-status').textContent;

afterEach(() => {
  vi.restoreAllMocks();
  document.title = 'Marquee';
});

describe('router error screen', () => {
  it("shows the Not-found page for 404 'Not Found', with 'No route matches URL'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/nowhere', [{ index: true, element: <p>home</p> }]);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('No route matches URL "/nowhere"')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse movies' }).getAttribute('href')).toBe('/movies');
    await waitFor(() => expect(document.title).toBe('Page Not Found · Marquee'));
  });

  it("shows the error page with 405 'Method Not Allowed' for a submission to a route without an action", async () => {
    const router = renderAt('/', [{ index: true, element: <p>home</p> }]);
    const formData = new FormData();
    formData.set('a', '1');
    await router.navigate('/?index', { formMethod: 'post', formData });
    expect(await screen.findByRole('heading', { name: 'Oops! Something Broke' })).toBeTruthy();
    expect(status()).toBe('405 Method Not Allowed');
  });

  it.each([
    [400, 'Bad Request'],
    [403, 'Forbidden'],
  ])('shows %i %s with the answer as the message', async (code, text) => {
    renderAt('/page', [
      {
        path: 'page',
        loader: () => {
          throw new Response('The detail', { status: code });
        },
        element: <p>page</p>,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Oops! Something Broke' })).toBeTruthy();
    expect(status()).toBe(`${code} ${text}`);
    expect(screen.getByTestId('error-message').textContent).toBe('The detail');
  });

  it("shows a thrown error as 'Unexpected Application Error!' with its message, the stack behind a toggle", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Kaboom');
    }
    renderAt('/', [{ index: true, element: <Broken /> }]);
    expect(await screen.findByRole('heading', { name: 'Oops! Something Broke' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Oops! Something Broke · Marquee'));
    expect(status()).toBe('Unexpected Application Error!');
    expect(screen.getByTestId('error-message').textContent).toBe('Kaboom');
    const toggle = screen.getByRole('button', { name: 'Show technical details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = screen.getByLabelText('Technical details');
    expect(details.closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.closest('[hidden]')).toBeNull();
    expect(screen.getByLabelText('Technical details').textContent).toContain('Error: Kaboom');
    expect(screen.getByLabelText('Technical details').textContent).toContain('Broken');
    fireEvent.click(screen.getByRole('button', { name: 'Hide technical details' }));
    expect(screen.getByRole('button', { name: 'Show technical details' })).toBeTruthy();
    // Every way out: home, back, reload and the data buttons.
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    for (const name of [
      'Reload Page',
      'Clear Bookmarks',
      'Clear Watchlist',
      'Reset all app data',
      'Report This Issue',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: /What were you doing/ })).toBeTruthy();
  });

  it('shows the status of a thrown error that has one', async () => {
    const error = Object.assign(new Error('Error: Service Unavailable'), { status: 503 });
    renderAt('/', [
      {
        index: true,
        loader: () => {
          throw error;
        },
        element: <p>home</p>,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Oops! Something Broke' })).toBeTruthy();
    expect(status()).toBe('503 Unexpected Application Error!');
    expect(screen.getByTestId('error-message').textContent).toBe('Error: Service Unavailable');
  });

  it("shows a plain screen with status, message and ways out when the error page's code cannot load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Kaboom');
    }
    renderAt('/', [{ index: true, element: <Broken /> }], () => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('heading', { name: 'Oops! Something Broke' })).toBeTruthy();
    expect(screen.getByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByText('Kaboom')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report This Issue' })).toBeNull();
  });
});
