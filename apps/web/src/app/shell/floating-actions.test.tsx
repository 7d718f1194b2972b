import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SCROLL_DEBOUNCE_MS, SCROLL_TO_TOP_AFTER_PX } from '@marquee/domain';
import { forgetSiteInfo } from '../../lib/site-info.ts';
import { FloatingActions } from './floating-actions.tsx';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function renderActions() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <FloatingActions /> }])} />);
}

describe('floating buttons', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo(0);
    // The community link comes from the operator's site file, through the page's meta tag.
    const meta = document.createElement('meta');
    meta.name = 'marquee-site';
    meta.content = JSON.stringify({
      contactEmail: 'a@b.example',
      community: [{ name: 'Community chat', url: 'https://chat.example/' }],
    });
    document.head.append(meta);
    forgetSiteInfo();
  });
  afterEach(() => {
    document.head.querySelector('meta[name="marquee-site"]')?.remove();
    forgetSiteInfo();
    cleanup();
    vi.useRealTimers();
  });

  it('is one button; its panel offers scroll-to-top once the page is past 500 px (after a 50 ms pause)', () => {
    renderActions();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Quick menu' }));
    expect(screen.getByRole('link', { name: /community chat/i }).getAttribute('href')).toBe(
      'https://chat.example/',
    );
    expect(screen.getByRole('link', { name: 'Donate' }).getAttribute('href')).toBe('/donate');
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    // A frame is drawn (the position's first reading) before the visitor scrolls.
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    scrollTo(SCROLL_TO_TOP_AFTER_PX + 1);
    act(() => {
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1);
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeTruthy();
  });

  it('opens the quick panel and closes it on an outside click', () => {
    renderActions();
    const toggle = screen.getByRole('button', { name: 'Quick menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Netflix & Others' }).getAttribute('href')).toBe('/networks');

    fireEvent.pointerDown(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(screen.queryByRole('group', { name: 'Quick menu' })).not.toBeNull();

    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('group', { name: 'Quick menu' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the quick panel on Escape and gives focus back to its toggle', () => {
    renderActions();
    const toggle = screen.getByRole('button', { name: 'Quick menu' });
    fireEvent.click(toggle);
    screen.getByRole('link', { name: 'Bookmarks' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Quick menu' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
