import { useLayoutEffect, useState, type RefObject } from 'react';

/** Keeps a popover this far from the window's edges. */
const EDGE_MARGIN_PX = 8;
const GAP_PX = 6;

export interface TAnchoredPosition {
  top: number;
  left: number;
}

/**
 * Where a fixed popover of `width` sits under its anchor, right-aligned and kept inside the window; follows
 * scrolling and resizing while open. Fixed, so a card row's overflow never clips it.
 */
export function useAnchoredPosition(
  anchorRef: RefObject<HTMLElement | null>,
  width: number,
  isOpen: boolean,
): TAnchoredPosition | undefined {
  const [position, setPosition] = useState<TAnchoredPosition>();
  useLayoutEffect(() => {
    if (!isOpen) return;
    const place = () => {
      const rect = anchorRef.current?.getBoundingClientRect();
      if (!rect) return;
      const maxLeft = window.innerWidth - width - EDGE_MARGIN_PX;
      setPosition({
        top: rect.bottom + GAP_PX,
        left: Math.max(EDGE_MARGIN_PX, Math.min(rect.right - width, maxLeft)),
      });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchorRef, width, isOpen]);
  return isOpen ? position : undefined;
}
