/**
 * The page's HTML lays out, unseen, one word in each font the first screens draw text in, while the scripts
 * download. The first layout of text in a font (a weight at a size) waits while the system looks it up; done
 * there, those waits are over before the app's first render instead of inside it, on a main thread that is
 * otherwise idle. Added to index.html by the build (vite.config.ts).
 */

export interface TFontUse {
  weight: number;
  /** In CSS pixels. */
  size: number;
  italic?: boolean;
}

/**
 * Every weight, size and style of the text on the first screen of the home, movies, movie, series and search
 * pages, at a phone's width and a desktop's, read from the built pages' computed styles (a browser test checks
 * the home and movies pages' first screens against it). The network tiles' italic mark is the only italic.
 */
export const FIRST_SCREEN_FONTS: readonly TFontUse[] = [
  { weight: 400, size: 12 },
  { weight: 400, size: 14 },
  { weight: 400, size: 16 },
  { weight: 500, size: 10 },
  { weight: 500, size: 11 },
  { weight: 500, size: 12 },
  { weight: 500, size: 14 },
  { weight: 600, size: 12 },
  { weight: 600, size: 14 },
  { weight: 600, size: 18 },
  { weight: 600, size: 20 },
  { weight: 700, size: 10 },
  { weight: 700, size: 11 },
  { weight: 700, size: 18 },
  { weight: 700, size: 20 },
  { weight: 700, size: 18, italic: true },
  { weight: 700, size: 20, italic: true },
  { weight: 800, size: 30 },
  { weight: 800, size: 48 },
  { weight: 900, size: 18 },
  { weight: 900, size: 20 },
  { weight: 900, size: 24 },
];

/** Marks the warm-up in the page, for the tests. */
export const FONT_WARM_UP_ATTRIBUTE = 'data-font-warm-up';

/**
 * The warm-up's markup: a box of one pixel, clipped and hidden from assistive technology, holding a word per
 * font. The page's own font family is inherited, so the fonts looked up are the ones the app then draws with.
 */
export function fontWarmUpMarkup(fonts: readonly TFontUse[] = FIRST_SCREEN_FONTS): string {
  const words = fonts
    .map(
      ({ weight, size, italic }) =>
        `<span style="${italic ? 'font-style: italic; ' : ''}font-weight: ${weight}; font-size: ${size}px">Marquee</span>`,
    )
    .join('');
  return (
    `<div ${FONT_WARM_UP_ATTRIBUTE} aria-hidden="true" style="position: absolute; width: 1px; height: 1px; ` +
    `overflow: hidden; clip-path: inset(50%); white-space: nowrap; pointer-events: none">${words}</div>`
  );
}
