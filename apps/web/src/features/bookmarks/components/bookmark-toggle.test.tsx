import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveBookmarks, type TBookmark } from '@marquee/domain';
import { analytics } from '../../../lib/analytics.ts';
import { LOCAL_DATA_KEY, STORAGE_WRITE_ERROR } from '../../../lib/storage/local-data.ts';
import { showToast } from '../../../lib/toast.ts';
import { BOOKMARKS_KEY } from '../bookmarks-store.ts';
import { BookmarkToggle } from './bookmark-toggle.tsx';

vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../lib/analytics.ts', () => ({ analytics: { track: vi.fn() } }));

const movie = { mediaId: 550, mediaType: 'movie' as const, snapshot: { title: 'Fight Club' } };
const stored = () => liveBookmarks(JSON.parse(localStorage.getItem(BOOKMARKS_KEY) ?? '[]') as TBookmark[]);
const seed = (entries: Partial<TBookmark>[]) =>
  localStorage.setItem(
    BOOKMARKS_KEY,
    JSON.stringify(entries.map((entry) => ({ addedAt: 1, updatedAt: 1, ...entry }))),
  );

function renderToggle() {
  const user = userEvent.setup();
  render(<BookmarkToggle target={movie} label="Fight Club" />);
  return { user, main: screen.getByRole('button', { name: 'Bookmark Fight Club' }) };
}

describe('BookmarkToggle', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.clearAllMocks());

  describe('with no custom categories', () => {
    it('toggles the watchlist on click, filled while bookmarked, with a toast only when added', async () => {
      const { user, main } = renderToggle();
      expect(main.getAttribute('aria-pressed')).toBe('false');
      expect(main.getAttribute('data-filled')).toBe('false');
      await user.click(main);
      expect(stored()).toEqual([expect.objectContaining({ mediaId: 550, category: 'watchlist' })]);
      expect(main.getAttribute('aria-pressed')).toBe('true');
      expect(main.getAttribute('data-filled')).toBe('true');
      expect(showToast).toHaveBeenCalledWith('Added Fight Club to Watchlist', { kind: 'success' });
      expect(analytics.track).toHaveBeenLastCalledWith('bookmarks-added', { category: 'watchlist' });
      expect(JSON.parse(localStorage.getItem(LOCAL_DATA_KEY) ?? '{}').values.lastBookmarkUpdateTime).toEqual(
        expect.any(Number),
      );

      await user.click(main);
      expect(stored()).toEqual([]);
      expect(main.getAttribute('data-filled')).toBe('false');
      expect(analytics.track).toHaveBeenLastCalledWith('bookmarks-removed', { category: 'watchlist' });
      expect(showToast).toHaveBeenCalledTimes(1);
    });

    it('is filled when the title is in any category, not only the watchlist', () => {
      seed([{ mediaId: 550, mediaType: 'movie', category: 'watched' }]);
      const { main } = renderToggle();
      expect(main.getAttribute('data-filled')).toBe('true');
      expect(main.getAttribute('aria-pressed')).toBe('false');
    });

    it('opens the category menu from the arrow beside it, where a first custom category is added', async () => {
      const { user } = renderToggle();
      await user.click(screen.getByRole('button', { name: 'Bookmark categories for Fight Club' }));
      const menu = await screen.findByRole('menu', { name: 'Bookmark categories for Fight Club' });
      expect(
        within(menu)
          .getAllByRole('menuitemcheckbox')
          .map((item) => item.textContent),
      ).toEqual(['Watchlist', 'Watched', 'Favorites']);
      await user.type(screen.getByRole('textbox', { name: 'New category' }), '  Anime  {Enter}');
      expect(stored()).toEqual([expect.objectContaining({ category: 'Anime' })]);
      expect(showToast).toHaveBeenCalledWith('Added Fight Club to Anime', { kind: 'success' });
      expect(analytics.track).toHaveBeenCalledWith('bookmarks-added', { category: 'Anime' });
    });
  });

  describe('with custom categories', () => {
    beforeEach(() => seed([{ mediaId: 1, mediaType: 'tv', category: 'Anime' }]));

    it('opens a menu of every category as checkboxes; choosing one toggles it and closes the menu', async () => {
      const { user, main } = renderToggle();
      expect(main.getAttribute('aria-haspopup')).toBe('menu');
      await user.click(main);
      expect(main.getAttribute('aria-expanded')).toBe('true');
      const items = screen.getAllByRole('menuitemcheckbox');
      expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
        ['Watchlist', 'false'],
        ['Watched', 'false'],
        ['Favorites', 'false'],
        ['Anime', 'false'],
      ]);
      await user.click(screen.getByRole('menuitemcheckbox', { name: 'Favorites' }));
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(main);
      expect(stored().map((entry) => [entry.mediaId, entry.category])).toEqual([
        [1, 'Anime'],
        [550, 'favorites'],
      ]);
      expect(showToast).toHaveBeenCalledWith('Added Fight Club to Favorites', { kind: 'success' });

      await user.click(main);
      expect(screen.getByRole('menuitemcheckbox', { name: 'Favorites' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await user.click(screen.getByRole('menuitemcheckbox', { name: 'Favorites' }));
      expect(stored().map((entry) => entry.mediaId)).toEqual([1]);
      expect(analytics.track).toHaveBeenLastCalledWith('bookmarks-removed', { category: 'favorites' });
    });

    it('works from the keyboard: arrows move, Enter toggles, Escape closes and focus returns', async () => {
      const { user, main } = renderToggle();
      main.focus();
      await user.keyboard('{Enter}');
      expect(document.activeElement?.textContent).toBe('Watchlist');
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(document.activeElement?.textContent).toBe('Favorites');
      await user.keyboard('{End}');
      expect(document.activeElement?.textContent).toBe('Anime');
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement?.textContent).toBe('Watchlist');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('menu')).toBeNull();
      expect(document.activeElement).toBe(main);
      await user.keyboard('{Enter}{ArrowDown}{Enter}');
      expect(stored().map((entry) => entry.category)).toEqual(['Anime', 'watched']);
      expect(document.activeElement).toBe(main);
    });

    it('adds a new category with the Add button, trimmed; a blank name is ignored', async () => {
      const { user, main } = renderToggle();
      await user.click(main);
      const input = screen.getByRole('textbox', { name: 'New category' });
      await user.type(input, '   ');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(stored()).toHaveLength(1);
      await user.clear(input);
      await user.type(input, ' Rewatch ');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(stored().map((entry) => [entry.mediaId, entry.category])).toEqual([
        [1, 'Anime'],
        [550, 'Rewatch'],
      ]);
      expect(screen.getByRole('menuitemcheckbox', { name: 'Rewatch' }).getAttribute('aria-checked')).toBe(
        'true',
      );
    });

    it('closes on a click outside', async () => {
      const { user, main } = renderToggle();
      await user.click(main);
      await user.click(document.body);
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });

  it('shows the write message when storage refuses the change', async () => {
    const { user, main } = renderToggle();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(main);
    setItem.mockRestore();
    expect(showToast).toHaveBeenCalledWith(STORAGE_WRITE_ERROR, { kind: 'error' });
    expect(main.getAttribute('data-filled')).toBe('false');
  });

  it("follows another tab's changes", () => {
    const { main } = renderToggle();
    seed([{ mediaId: 550, mediaType: 'movie', category: 'watchlist' }]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: BOOKMARKS_KEY }));
    });
    expect(main.getAttribute('data-filled')).toBe('true');
  });
});
