import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ModalHost } from './modal-host.tsx';
import { modalNameOf, withoutModal } from './modal-state.ts';
import { useOpenModal } from './use-open-modal.ts';

function Page() {
  const openModal = useOpenModal();
  return (
    <>
      <h1>The page</h1>
      <button type="button" onClick={() => openModal('about')}>
        About
      </button>
      <ModalHost />
    </>
  );
}

function renderPage(initial: { pathname: string; state?: unknown } = { pathname: '/movies' }) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('modal state', () => {
  it('names a modal only with a non-empty string', () => {
    expect(modalNameOf({ modal: 'about' })).toBe('about');
    expect(modalNameOf({ modal: '' })).toBeUndefined();
    expect(modalNameOf({ modal: 3 })).toBeUndefined();
    expect(modalNameOf(null)).toBeUndefined();
    expect(modalNameOf('about')).toBeUndefined();
  });

  it('drops the modal and keeps the rest of the state', () => {
    expect(withoutModal({ modal: 'about', from: 'x' })).toEqual({ from: 'x' });
    expect(withoutModal({ modal: 'about' })).toBeNull();
  });
});

describe('named modal over a page', () => {
  it('opens over the current page from navigation state, and closing returns to the page', async () => {
    const router = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    const dialog = await screen.findByRole('dialog', { name: 'About Marquee' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/movies');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/movies');
    expect(modalNameOf(router.state.location.state)).toBeUndefined();
  });

  it('closes on Escape', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows when the page is entered with the state, and closing drops it in place', async () => {
    const router = renderPage({ pathname: '/series', state: { modal: 'about' } });
    expect(await screen.findByRole('dialog', { name: 'About Marquee' })).toBeTruthy();
    // The About body is a lazy chunk: give it time to arrive on a busy machine.
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }, { timeout: 5000 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/series');
  });

  it('ignores a name that is not registered', () => {
    renderPage({ pathname: '/', state: { modal: 'nothing-here' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
