import type { CSSProperties } from 'react';

/**
 * The style of a section that may sit below the first screen: the browser skips its style, layout and paint
 * while it is far from the viewport (`content-visibility: auto`), holding `estimatedHeight` CSS pixels for it
 * until it has been drawn once and its real height afterwards, so the page's length barely changes. Its
 * content stays in the page for find-in-page, links and screen readers.
 */
export function offscreenStyle(estimatedHeight: number): CSSProperties {
  return {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: `auto ${Math.round(estimatedHeight)}px`,
  };
}

/** A poster card's height beside its width: the 2:3 poster, two title lines, year and rating, genre chips. */
export function cardHeight(width: number): number {
  return width * 1.5 + 96;
}
