import { useLayoutEffect, useState, type RefObject } from 'react';

/** Keeps a popover this far from the window's edges. */
const EDGE_MARGIN_PX = 8;
const GAP_PX = 6;
/** At this width and under (phones), a popover menu is a sheet along the bottom of the screen instead. */
export const SHEET_MAX_WIDTH_PX = 480;

/** Marks the part of a popover that scrolls when the popover is capped to the room it has. */
export const POPOVER_SCROLL_ATTRIBUTE = 'data-popover-scroll';

/** Where a popover goes: beside its anchor (above or below it, with the height it may take), or a bottom sheet. */
export type TPopoverPlacement =
  | { kind: 'anchored'; side: 'below' | 'above'; top: number; left: number; maxHeight: number }
  | { kind: 'sheet' };

export interface TViewport {
  width: number;
  height: number;
}

/**
 * A popover of `width` and natural `height` beside `anchor`, right-aligned and inside the window: below the anchor
 * when it fits there or there is more room below than above, else above it (flipped up); where it fits neither
 * way it is capped to the room it has (its list scrolls). On phones, a bottom sheet.
 */
export function placePopover(
  anchor: Pick<DOMRectReadOnly, 'top' | 'bottom' | 'right'>,
  size: { width: number; height: number },
  viewport: TViewport,
): TPopoverPlacement {
  if (viewport.width <= SHEET_MAX_WIDTH_PX) return { kind: 'sheet' };
  const roomBelow = viewport.height - anchor.bottom - GAP_PX - EDGE_MARGIN_PX;
  const roomAbove = anchor.top - GAP_PX - EDGE_MARGIN_PX;
  const isBelow = size.height <= roomBelow || roomBelow >= roomAbove;
  const maxHeight = Math.max(0, isBelow ? roomBelow : roomAbove);
  const height = Math.min(size.height, maxHeight);
  const left = Math.max(
    EDGE_MARGIN_PX,
    Math.min(anchor.right - size.width, viewport.width - size.width - EDGE_MARGIN_PX),
  );
  const top = isBelow ? anchor.bottom + GAP_PX : anchor.top - GAP_PX - height;
  return { kind: 'anchored', side: isBelow ? 'below' : 'above', top, left, maxHeight };
}

/**
 * Where an open popover of `width` sits by its anchor (see placePopover), measured with the panel's own height;
 * follows scrolling, resizing and changes of its content while open. Fixed, so a card row's overflow never clips it.
 */
export function useAnchoredPosition(
  anchorRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  width: number,
  isOpen: boolean,
  /** Changes when the panel's content does (an item added inside it), which places it again. */
  contentKey: unknown = undefined,
): TPopoverPlacement | undefined {
  const [placement, setPlacement] = useState<TPopoverPlacement>();
  useLayoutEffect(() => {
    if (!isOpen) return;
    const place = () => {
      const rect = anchorRef.current?.getBoundingClientRect();
      const panel = panelRef.current;
      if (!rect || !panel) return;
      // Its natural height, not the cap the last placement gave it: the scrolling part counted whole.
      const list = panel.querySelector<HTMLElement>(`[${POPOVER_SCROLL_ATTRIBUTE}]`);
      const height = panel.offsetHeight + (list ? list.scrollHeight - list.clientHeight : 0);
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const next = placePopover(rect, { width, height }, viewport);
      setPlacement((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchorRef, panelRef, width, isOpen, contentKey]);
  return isOpen ? placement : undefined;
}
