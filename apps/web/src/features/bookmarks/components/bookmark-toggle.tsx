import { clsx } from 'clsx';
import { Bookmark, ChevronDown } from 'lucide';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import {
  BUILT_IN_BOOKMARK_CATEGORIES,
  DEFAULT_BOOKMARK_CATEGORY,
  bookmarkCategories,
  categoriesOf,
  type TBookmarkTarget,
} from '@marquee/domain';
import { addToCategory, toggleCategory } from '../bookmark-actions.ts';
import { useBookmarks } from '../use-bookmarks.ts';
import { Icon } from '../../../lib/icon.tsx';

/** The menu's code loads when a toggle is first pointed at or focused (or opened): no first screen needs it. */
const loadCategoryMenu = () => import('./category-menu.tsx');
const CategoryMenu = lazy(async () => ({ default: (await loadCategoryMenu()).CategoryMenu }));
const preloadCategoryMenu = () => void loadCategoryMenu().catch(() => undefined);

export interface TBookmarkToggleProps {
  target: TBookmarkTarget;
  /** The title or name, for the toast and the buttons' labels. */
  label: string;
  /** Over a card's poster (icon only) or in a title page's hero (with text). */
  variant?: 'card' | 'hero';
}

const styles = {
  card: {
    // Stacked, so it stays narrow beside the trending badge on phone-sized cards.
    group: 'flex flex-col overflow-hidden rounded-full bg-black/75 text-white shadow-lg',
    main: 'grid h-9 w-9 place-items-center hover:bg-white/15',
    more: 'grid h-6 w-9 place-items-center border-t border-white/20 hover:bg-white/15',
  },
  hero: {
    group:
      'inline-flex overflow-hidden rounded-full bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
    main: 'inline-flex h-10 items-center gap-2 px-4 text-sm font-semibold hover:bg-zinc-300 dark:hover:bg-zinc-700',
    more: 'grid h-10 w-9 place-items-center border-l border-zinc-300 hover:bg-zinc-300 dark:border-zinc-700 dark:hover:bg-zinc-700',
  },
} as const;

/**
 * The bookmark toggle, filled when the title is in any category. With only the built-in categories
 * a click toggles the watchlist (the small arrow beside it opens the category menu); once custom categories
 * exist, a click opens the menu of every category.
 */
export function BookmarkToggle({ target, label, variant = 'card' }: TBookmarkToggleProps) {
  const { entries } = useBookmarks();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLButtonElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const checked = categoriesOf(entries, target);
  const categories = bookmarkCategories(entries);
  const hasCustomCategories = categories.length > BUILT_IN_BOOKMARK_CATEGORIES.length;
  const isFilled = checked.length > 0;
  const isInWatchlist = checked.includes(DEFAULT_BOOKMARK_CATEGORY);
  const style = styles[variant];

  const toggleMenu = () => setMenuOpen((open) => !open);

  return (
    <div
      className={style.group}
      data-testid="bookmark-toggle"
      onPointerEnter={preloadCategoryMenu}
      onFocus={preloadCategoryMenu}
    >
      <button
        ref={mainRef}
        type="button"
        aria-label={`Bookmark ${label}`}
        {...(hasCustomCategories
          ? { 'aria-haspopup': 'menu' as const, 'aria-expanded': isMenuOpen }
          : { 'aria-pressed': isInWatchlist })}
        data-filled={isFilled}
        onClick={() => {
          if (hasCustomCategories) toggleMenu();
          else toggleCategory(target, DEFAULT_BOOKMARK_CATEGORY, label, isInWatchlist);
        }}
        className={style.main}
      >
        <Icon icon={Bookmark} className={clsx('h-5 w-5', isFilled && 'fill-current text-brand-500')} />
        {variant === 'hero' && <span>Bookmark</span>}
      </button>
      {!hasCustomCategories && (
        <button
          ref={moreRef}
          type="button"
          aria-label={`Bookmark categories for ${label}`}
          aria-haspopup="menu"
          aria-expanded={isMenuOpen}
          onClick={toggleMenu}
          className={style.more}
        >
          <Icon icon={ChevronDown} className="h-4 w-4" />
        </button>
      )}
      {isMenuOpen && (
        <Suspense fallback={null}>
          <CategoryMenu
            // Adding the first custom category turns the main button into the menu's opener.
            anchorRef={hasCustomCategories ? mainRef : moreRef}
            label={label}
            categories={categories}
            checked={checked}
            onToggle={(category) => toggleCategory(target, category, label, checked.includes(category))}
            onAdd={(category) => addToCategory(target, category, label)}
            onClose={closeMenu}
          />
        </Suspense>
      )}
    </div>
  );
}
