import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FLOATING_DONATE_AFTER_PX, SCROLL_DEBOUNCE_MS, SCROLL_TO_TOP_AFTER_PX } from '@marquee/domain';
import { forgetSiteInfo } from '../../lib/site-info.ts';
import { FloatingActions } from './floating-actions.tsx';
import { floatingButtonsAt } from './floating-buttons.ts';

describe('floating button thresholds', () => {
  it('shows scroll-to-top above 500 px and donate above 550 px', () => {
    expect(SCROLL_TO_TOP_AFTER_PX).toBe(500);
    expect(FLOATING_DONATE_AFTER_PX).toBe(550);
    expect(floatingButtonsAt(0)).toEqual({ showScrollTop: false, showDonate: false });
    expect(floatingButtonsAt(500)).toEqual({ showScrollTop: false, showDonate: false });
    expect(floatingButtonsAt(501)).toEqual({ showScrollTop: true, showDonate: false });
    expect(floatingButtonsAt(550)).toEqual({ showScrollTop: true, showDonate: false });
    expect(floatingButtonsAt(551)).toEqual({ showScrollTop: true, showDonate: true });
  });
});

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

  it('shows the community chat link at the top, then scroll-to-top and donate once scrolling pauses for 50 ms', () => {
    renderActions();
    expect(screen.getByRole('link', { name: /community chat/i })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();

    scrollTo(520);
    act(() => {
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1);
    });
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /community chat/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Donate' })).toBeNull();

    scrollTo(600);
    act(() => {
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    });
    expect(screen.getByRole('link', { name: 'Donate' }).getAttribute('href')).toBe('/donate');
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
