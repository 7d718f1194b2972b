import { useEffect } from 'react';

// Arrow keys (a TV remote's D-pad, a gamepad's, a keyboard's) move focus between the site's cards: left and
// right within a row, up and down to the nearest card of the row above or below. Only from a card, so text
// fields, menus, sliders and the player keep their own arrow keys.

/** The attribute that marks a card's main control as a stop of arrow-key navigation. */
export const SPATIAL_ITEM_ATTRIBUTE = 'data-spatial-item';

export type TDirection = 'up' | 'down' | 'left' | 'right';

const DIRECTIONS: Partial<Record<string, TDirection>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

interface TBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const centre = (box: TBox) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * Of `candidates`, the index of the one an arrow moves to from `from`: it lies beyond `from`'s centre that way
 * (left and right: on the same line too), the nearest by the distance that way plus twice the distance across,
 * so the next card of the row wins over a card of the row below. Undefined when none lies that way.
 */
export function nextSpatialIndex(
  from: TBox,
  candidates: readonly TBox[],
  direction: TDirection,
): number | undefined {
  const here = centre(from);
  let best: { index: number; score: number } | undefined;
  candidates.forEach((box, index) => {
    const there = centre(box);
    const isHorizontal = direction === 'left' || direction === 'right';
    const along = {
      up: here.y - there.y,
      down: there.y - here.y,
      left: here.x - there.x,
      right: there.x - here.x,
    }[direction];
    const across = isHorizontal ? Math.abs(there.y - here.y) : Math.abs(there.x - here.x);
    // Beyond half of the card's own size that way; left and right stay on the line (centres within half a card).
    const reach = isHorizontal ? from.width / 2 : from.height / 2;
    if (along < reach || (isHorizontal && across >= from.height / 2)) return;
    const score = along + 2 * across;
    if (!best || score < best.score) best = { index, score };
  });
  return best?.index;
}

function onArrowKey(event: KeyboardEvent): void {
  const direction = DIRECTIONS[event.key];
  if (
    !direction ||
    event.defaultPrevented ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey ||
    event.shiftKey
  ) {
    return;
  }
  const current = event.target instanceof HTMLElement ? event.target : null;
  if (!current?.hasAttribute(SPATIAL_ITEM_ATTRIBUTE)) return;
  const items = [...document.querySelectorAll<HTMLElement>(`[${SPATIAL_ITEM_ATTRIBUTE}]`)].filter(
    (item) => item !== current && item.getClientRects().length > 0,
  );
  const index = nextSpatialIndex(
    current.getBoundingClientRect(),
    items.map((item) => item.getBoundingClientRect()),
    direction,
  );
  const next = index === undefined ? undefined : items[index];
  // At the edge the key does what it always does (scrolls the page).
  if (!next) return;
  event.preventDefault();
  next.focus({ preventScroll: true });
  next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** Arrow-key focus movement between cards, for the whole site. */
export function useSpatialNavigation(): void {
  useEffect(() => {
    document.addEventListener('keydown', onArrowKey);
    return () => document.removeEventListener('keydown', onArrowKey);
  }, []);
}
