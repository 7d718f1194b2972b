import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { RouteErrorScreen } from './route-error-screen.tsx';

function renderAt(path: string, children: RouteObject[]) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorScreen />, children }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
  });

  it("shows 405 'Method Not Allowed' for a submission to a route without an action", async () => {
    const router = renderAt('/', [{ index: true, element: <p>home</p> }]);
    const formData = new FormData();
    formData.set('a', '1');
    await router.navigate('/?index', { formMethod: 'post', formData });
    expect(await screen.findByRole('heading', { name: '405 Method Not Allowed' })).toBeTruthy();
  });

  it.each([
    [400, 'Bad Request'],
    [403, 'Forbidden'],
  ])('shows %i %s for an answer of that status', async (status, text) => {
    renderAt('/page', [
      {
        path: 'page',
        loader: () => {
          throw new Response('The detail', { status });
        },
        element: <p>page</p>,
      },
    ]);
    expect(await screen.findByRole('heading', { name: `${status} ${text}` })).toBeTruthy();
    expect(screen.getByText('The detail')).toBeTruthy();
  });

  it("shows 'Unexpected Application Error!' with the message of a thrown error", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Kaboom');
    }
    renderAt('/', [{ index: true, element: <Broken /> }]);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Kaboom')).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.getByText('Error: Service Unavailable')).toBeTruthy();
  });
});
