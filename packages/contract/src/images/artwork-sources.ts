import { imagePaths } from './images.routes.ts';

/** Widths offered for an image that spans the viewport: phones at 1x to 2x, up to a wide screen. */
export const FULL_WIDTH_CANDIDATES: readonly number[] = [480, 780, 1280, 1920];
/** Densities a fixed-size slot is offered at (most phones are near 2x, laptops 1x). */
const SLOT_DENSITIES = [1, 1.5, 2];
/** Requested widths are rounded up to this step, so nearby slot sizes share cached images. */
const WIDTH_STEP_PX = 80;
/** The largest width /img is asked for. */
const MAX_WIDTH_PX = 1920;

// Built here, not in the web app, because the server names the same candidates in a page's preload hint
// (pages/title-head.ts): the browser reuses the preloaded image only when srcset and sizes match exactly.

/** The `sizes` of a title page's full-width backdrop. */
export const TITLE_BACKDROP_SIZES = '100vw';

export interface TResponsiveImage {
  src: string;
  srcSet: string;
}

/** A catalogue backdrop or still resized to one width (and height, cropped, when given). */
function backdropCandidate(path: string, width: number, height?: number): string {
  const original = imagePaths.artwork(width > 780 ? 'w1280' : 'w780', path);
  return imagePaths.resize(original, { w: width, ...(height ? { h: height } : {}), output: 'webp' });
}

/**
 * A backdrop or still offered at several widths (w descriptors): with a `sizes` attribute the browser takes the
 * smallest that fills its slot at the screen's density, instead of a 2x copy of the widest layout.
 */
export function responsiveBackdrop(
  path: string | null | undefined,
  widths: readonly number[] = FULL_WIDTH_CANDIDATES,
): TResponsiveImage | undefined {
  if (!path) return undefined;
  const candidates = widths.map((width) => `${backdropCandidate(path, width)} ${width}w`);
  return { src: backdropCandidate(path, widths[0] ?? MAX_WIDTH_PX), srcSet: candidates.join(', ') };
}

/**
 * A backdrop cropped to a slot of a known CSS size (e.g. a portrait hero on a phone), offered at 1x, 1.5x and
 * 2x the slot's width: the server crops, so a phone does not download a wide image to show its middle.
 */
export function slotBackdrop(
  path: string | null | undefined,
  slotWidth: number,
  slotHeight: number,
): TResponsiveImage | undefined {
  if (!path || slotWidth <= 0 || slotHeight <= 0) return undefined;
  // A coarse shape, so nearby slot sizes share cached crops (object-fit covers the small difference).
  const aspect = Math.round((slotHeight / slotWidth) * 10) / 10;
  const widths = [
    ...new Set(
      SLOT_DENSITIES.map((density) =>
        Math.min(MAX_WIDTH_PX, Math.ceil((slotWidth * density) / WIDTH_STEP_PX) * WIDTH_STEP_PX),
      ),
    ),
  ];
  const url = (width: number) => backdropCandidate(path, width, Math.round(width * aspect));
  return {
    src: url(widths[0] ?? MAX_WIDTH_PX),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(', '),
  };
}
