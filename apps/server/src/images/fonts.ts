import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/** The weights the artwork uses: 800 for titles and logos, 500 for small labels. */
export type TFontWeight = 500 | 800;

/** One weight of Inter: its subsets, in the order a character is looked up. */
export interface TFontFace {
  readonly fonts: readonly fontkit.Font[];
  /** Height of a capital letter, in em: for placing all-caps text by its visible top. */
  readonly capHeight: number;
  /** The first subset that can draw the character, or undefined when none can. */
  fontFor(codePoint: number): fontkit.Font | undefined;
}

// Inter ships split into subsets; together they cover Latin, Cyrillic, Greek and Vietnamese.
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

const require = createRequire(import.meta.url);
const faces = new Map<TFontWeight, TFontFace>();

function openFont(file: string): fontkit.Font {
  const opened = fontkit.openSync(require.resolve(`@fontsource/inter/files/${file}`));
  if (!('layout' in opened)) throw new Error(`${file} is a font collection, not a font`);
  return opened;
}

/**
 * Inter at the given weight, read from the npm package (never from system fonts), so text renders the
 * same on every machine. Loaded once, on first use.
 */
export function loadFontFace(weight: TFontWeight): TFontFace {
  const known = faces.get(weight);
  if (known) return known;
  const fonts = SUBSETS.map((subset) => openFont(`inter-${subset}-${weight}-normal.woff2`));
  const primary = fonts[0];
  if (!primary) throw new Error('Inter has no subsets');
  const face: TFontFace = {
    fonts,
    capHeight: primary.capHeight / primary.unitsPerEm,
    fontFor: (codePoint) => fonts.find((font) => font.hasGlyphForCodePoint(codePoint)),
  };
  faces.set(weight, face);
  return face;
}
