import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../lib/toast.ts';
import { AppToaster } from './toaster.tsx';

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
// Sonner adds a toast on the next tick.
const show = (text: string) => {
  act(() => {
    toast(text);
  });
  advance(0);
};
const toaster = () => document.querySelector<HTMLElement>('[data-sonner-toaster]');

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<AppToaster theme="dark" />);
  });
  afterEach(() => {
    act(() => {
      toast.dismiss();
    });
    vi.useRealTimers();
    setTabHidden(false);
  });

  it('shows toasts 356 px wide, 14 px apart', () => {
    show('Hello');
    expect(toaster()?.style.getPropertyValue('--width')).toBe('356px');
    expect(toaster()?.style.getPropertyValue('--gap')).toBe('14px');
  });

  it('closes a toast after 4000 ms', () => {
    show('Short lived');
    advance(3900);
    expect(screen.getByText('Short lived')).toBeTruthy();
    advance(400);
    expect(screen.queryByText('Short lived')).toBeNull();
  });

  it('keeps at most 3 toasts visible', () => {
    for (const text of ['one', 'two', 'three', 'four']) show(text);
    const shown = [...document.querySelectorAll('[data-sonner-toast]')].filter(
      (item) => item.getAttribute('data-visible') === 'true',
    );
    expect(shown).toHaveLength(3);
  });

  it('pauses while the pointer is over the toasts', () => {
    show('Hovered');
    const list = toaster();
    if (!list) throw new Error('no toaster');
    fireEvent.mouseEnter(list);
    advance(10_000);
    expect(screen.getByText('Hovered')).toBeTruthy();
    fireEvent.mouseLeave(list);
    advance(4300);
    expect(screen.queryByText('Hovered')).toBeNull();
  });

  it('pauses while the tab is hidden', () => {
    show('Hidden tab');
    setTabHidden(true);
    advance(10_000);
    expect(screen.getByText('Hidden tab')).toBeTruthy();
    setTabHidden(false);
    advance(4300);
    expect(screen.queryByText('Hidden tab')).toBeNull();
  });

  it('moves focus to the toasts on Alt+T', () => {
    show('Reach me');
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement).toBe(toaster());
  });

  it('showToast shows a loading toast for its given time, then closes it', async () => {
    showToast('Moving your bookmarks…', { kind: 'loading', duration: 10_000 });
    await vi.waitFor(() => screen.getByText('Moving your bookmarks…'));
    advance(9000);
    expect(screen.getByText('Moving your bookmarks…')).toBeTruthy();
    advance(1000);
    advance(300); // the exit animation, started once the dismissal lands
    expect(screen.queryByText('Moving your bookmarks…')).toBeNull();
  });
});
