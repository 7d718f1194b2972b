// The WAI-ARIA menu pattern's keys on a panel of menus: one item of a menu is in the tab order (roving
// tabindex), the arrows, Home and End move between its items.

const ITEM_SELECTOR = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/** The items of the menu an element is in, in order. */
function itemsOf(menu: Element): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].filter(
    (item) => item.closest('[role="menu"]') === menu,
  );
}

/** Focuses an item, the one of its menu reached by Tab. */
export function focusMenuItem(item: HTMLElement): void {
  const menu = item.closest('[role="menu"]');
  if (menu) for (const other of itemsOf(menu)) other.tabIndex = other === item ? 0 : -1;
  item.focus();
}

/**
 * Focuses the first menu in `panel` on its checked item (else the one marked data-menu-start, else its first);
 * for a panel that is no menu, its first control.
 */
export function focusMenuStart(panel: HTMLElement, preferred?: string): void {
  const menu = panel.querySelector('[role="menu"]');
  if (!menu) {
    panel.querySelector<HTMLElement>('button, input, select, [tabindex]')?.focus();
    return;
  }
  const items = itemsOf(menu);
  const start =
    items.find((item) => preferred !== undefined && item.dataset.menuKey === preferred) ??
    items.find((item) => item.getAttribute('aria-checked') === 'true') ??
    items.find((item) => item.dataset.menuStart !== undefined) ??
    items[0];
  if (start) focusMenuItem(start);
}

/** Moves focus for ArrowUp, ArrowDown, Home and End on a menu item; true when the key was the menu's. */
export function moveMenuFocus(event: KeyboardEvent): boolean {
  const item = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(ITEM_SELECTOR) : null;
  const menu = item?.closest('[role="menu"]');
  if (!item || !menu) return false;
  const items = itemsOf(menu);
  const at = items.indexOf(item);
  const targets: Partial<Record<string, HTMLElement>> = {
    ArrowDown: items[(at + 1) % items.length],
    ArrowUp: items[(at - 1 + items.length) % items.length],
    Home: items[0],
    End: items.at(-1),
  };
  const next = targets[event.key];
  if (!next) return false;
  event.preventDefault();
  focusMenuItem(next);
  return true;
}
