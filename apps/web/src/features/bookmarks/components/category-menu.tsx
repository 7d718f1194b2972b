import { Check, Plus } from '../../../lib/icons.tsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { normalizeCategoryName } from '@marquee/domain';
import { useAnchoredPosition } from './use-anchored-position.ts';

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
  const position = useAnchoredPosition(anchorRef, MENU_WIDTH_PX, true);

  const close = () => {
    onClose();
    anchorRef.current?.focus();
  };

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitemcheckbox"]')?.focus();
  }, []);

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

  // In the body, so no card's stacking context or a row's clipping hides it.
  return createPortal(
    <div
      ref={panelRef}
      style={{ top: position?.top ?? 0, left: position?.left ?? 0, width: MENU_WIDTH_PX }}
      className="fixed z-50 rounded-xl border border-zinc-200 bg-white p-1.5 text-sm text-zinc-900 shadow-2xl dark:border-white/10 dark:bg-zinc-900 dark:text-zinc-100"
      data-testid="bookmark-menu"
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
              <span className="min-w-0 truncate">{category}</span>
            </li>
          );
        })}
      </ul>
      <form
        className="mt-1 flex gap-1.5 border-t border-zinc-200 px-1 pt-2 pb-1 dark:border-white/10"
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
    </div>,
    document.body,
  );
}
