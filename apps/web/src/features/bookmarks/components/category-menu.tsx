import { Check, Plus } from '../../../lib/icons.tsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { bookmarkCategoryLabel, normalizeCategoryName } from '@marquee/domain';
import { clsx } from 'clsx';
import { POPOVER_SCROLL_ATTRIBUTE, useAnchoredPosition } from '../../../lib/use-anchored-position.ts';

const MENU_WIDTH_PX = 240;

export interface TCategoryMenuProps {
  /** The button that opened the menu: the menu sits under it and focus returns to it. */
  anchorRef: RefObject<HTMLElement | null>;
  label: string;
  categories: readonly string[];
  checked: readonly string[];
  onToggle: (category: string) => void;
  onAdd: (category: string) => void;
  onClose: () => void;
}

/** Moves focus among the menu's items with the arrow keys, Home and End (WAI-ARIA menu pattern). */
function moveFocus(event: KeyboardEvent<HTMLElement>, menu: HTMLElement | null): void {
  const items = [...(menu?.querySelectorAll<HTMLElement>('[role="menuitemcheckbox"]') ?? [])];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next: Record<string, number> = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  const target = next[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[target]?.focus();
}

/**
 * The bookmark categories of one title as a menu of checkboxes: choosing one toggles membership and
 * closes the menu; below it, a new category is added with Enter or the Add button. Escape, Tab past the end
 * and a click outside close it; focus goes back to the button that opened it.
 */
export function CategoryMenu(props: TCategoryMenuProps) {
  const { anchorRef, label, categories, checked, onToggle, onAdd, onClose } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const placement = useAnchoredPosition(anchorRef, panelRef, MENU_WIDTH_PX, true, categories.length);
  const isSheet = placement?.kind === 'sheet';

  const close = () => {
    onClose();
    anchorRef.current?.focus();
  };

  // Focus goes in once the menu is placed (till then it is hidden).
  const isPlaced = placement !== undefined;
  useEffect(() => {
    if (isPlaced) menuRef.current?.querySelector<HTMLElement>('[role="menuitemcheckbox"]')?.focus();
  }, [isPlaced]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !anchorRef.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchorRef, onClose]);

  const add = () => {
    const name = normalizeCategoryName(draft);
    if (!name) return;
    onAdd(name);
    setDraft('');
  };

  // In the body, so no card's stacking context or a row's clipping hides it. Below its button, or flipped above it
  // where there is more room there; on phones a sheet along the bottom. Its list scrolls when room runs short, so
  // 'New category' under it is always on the screen.
  return createPortal(
    <>
      {isSheet && <div aria-hidden="true" className="fixed inset-0 z-50 bg-black/40" />}
      <div
        ref={panelRef}
        style={
          placement?.kind === 'anchored'
            ? {
                top: placement.top,
                left: placement.left,
                width: MENU_WIDTH_PX,
                maxHeight: placement.maxHeight,
              }
            : isSheet
              ? undefined
              : { top: 0, left: 0, width: MENU_WIDTH_PX, visibility: 'hidden' }
        }
        className={clsx(
          'fixed z-50 flex flex-col border border-zinc-200 bg-white p-1.5 text-sm text-zinc-900 shadow-2xl dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-100',
          isSheet
            ? 'inset-x-0 bottom-0 max-h-[75vh] rounded-t-2xl px-3 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]'
            : 'rounded-xl',
        )}
        data-testid="bookmark-menu"
        data-placement={placement?.kind === 'anchored' ? placement.side : placement?.kind}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
        onBlur={(event) => {
          // Focus left the menu (Tab past the end): close without taking focus back.
          const next = event.relatedTarget as Node | null;
          if (next && !panelRef.current?.contains(next) && !anchorRef.current?.contains(next)) onClose();
        }}
      >
        <ul
          ref={menuRef}
          role="menu"
          {...{ [POPOVER_SCROLL_ATTRIBUTE]: '' }}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
          aria-label={`Bookmark categories for ${label}`}
          onKeyDown={(e) => moveFocus(e, menuRef.current)}
        >
          {categories.map((category) => {
            const isChecked = checked.includes(category);
            return (
              <li
                key={category}
                role="menuitemcheckbox"
                aria-checked={isChecked}
                tabIndex={-1}
                onClick={() => {
                  onToggle(category);
                  close();
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onToggle(category);
                    close();
                  }
                }}
                className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 outline-none hover:bg-zinc-100 focus:bg-zinc-100 dark:hover:bg-white/10 dark:focus:bg-white/10"
              >
                <span
                  className={`grid h-4 w-4 shrink-0 place-items-center rounded border ${isChecked ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-400 dark:border-zinc-500'}`}
                  aria-hidden="true"
                >
                  {isChecked && <Check className="h-3 w-3" strokeWidth={3} />}
                </span>
                <span className="min-w-0 truncate">{bookmarkCategoryLabel(category)}</span>
              </li>
            );
          })}
        </ul>
        <form
          className="mt-1 flex shrink-0 gap-1.5 border-t border-zinc-200 px-1 pt-2 pb-1 dark:border-white/10"
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            New category
          </label>
          <input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="New category"
            maxLength={40}
            className="h-9 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-white px-2.5 text-sm dark:border-zinc-700 dark:bg-zinc-950"
          />
          <button
            type="submit"
            className="inline-flex h-9 items-center gap-1 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-600"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add
          </button>
        </form>
      </div>
    </>,
    document.body,
  );
}
