import { imagePaths } from './images.http.ts';

/** Widths offered for an image that spans the viewport: phones at 1x to 2x, up to a wide screen. */
export const FULL_WIDTH_CANDIDATES: readonly number[] = [480, 780, 1280, 1920];
/** The largest width /img is asked for. */
const MAX_WIDTH_PX = 1920;

// Built here, not in the web app, because the server names the same candidates in a page's preload hint
// (the server's link-previews/title-head.ts): the browser reuses the preloaded image only when srcset and sizes match exactly.

/** The `sizes` of a title page's full-width backdrop. */
export const TITLE_BACKDROP_SIZES = '100vw';

export interface TResponsiveImage {
  src: string;
  srcSet: string;
}

/**
 * A catalogue image sized for a slot `width` CSS pixels wide, with a 2x candidate for sharp screens (a poster
 * card's, a profile's, a still's). The server names the same candidates when it preloads a page's first posters.
 */
export function sizedArtwork(
  path: string | null | undefined,
  width: number,
  kind: 'poster' | 'backdrop' | 'still' | 'profile',
): TResponsiveImage | undefined {
  if (!path) return undefined;
  const source =
    kind === 'backdrop' || kind === 'still'
      ? width > 500
        ? 'w1280'
        : 'w780'
      : width > 250
        ? 'w780'
        : 'w500';
  const original = imagePaths.artwork(source, path);
  const one = imagePaths.resize(original, { w: width, output: 'webp' });
  const two = imagePaths.resize(original, { w: width * 2, output: 'webp' });
  return { src: one, srcSet: `${one} 1x, ${two} 2x` };
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

/** Where a hero carousel sits: across the page (movies) or beside today's top list on wide screens (home). */
export type THeroLayout = 'full' | 'beside-list';

/** One `<source>` of a picture (and the preload hint that names the same image). */
export interface TPictureSource {
  media: string;
  srcSet: string;
  sizes: string;
}

interface THeroShape {
  media: string;
  sizes: string;
  /** Height over width of the crop: object-fit covers the slot's small differences from it. */
  aspect: number;
  widths: readonly number[];
}

const PHONE_HERO: THeroShape = {
  media: '(max-width: 639px)',
  sizes: '100vw',
  aspect: 1.05,
  widths: [480, 640, 800, 960, 1280],
};
const TABLET_HERO: THeroShape = {
  media: '(min-width: 640px) and (max-width: 1023px)',
  sizes: 'calc(100vw - 48px)',
  aspect: 0.6,
  widths: [640, 960, 1280, 1920],
};
/** The hero's slot on each kind of screen, as the page's CSS lays it out (h-[400px] lg:h-[440px]). */
const HERO_SHAPES: Record<THeroLayout, readonly THeroShape[]> = {
  full: [
    PHONE_HERO,
    TABLET_HERO,
    {
      media: '(min-width: 1024px)',
      sizes: 'min(calc(100vw - 48px), 1232px)',
      aspect: 0.36,
      widths: [960, 1280, 1920],
    },
  ],
  'beside-list': [
    PHONE_HERO,
    TABLET_HERO,
    {
      media: '(min-width: 1024px)',
      sizes: 'calc(min(100vw, 1280px) - 412px)',
      aspect: 0.5,
      widths: [640, 960, 1280, 1920],
    },
  ],
};

/**
 * A hero backdrop cropped to the slot's shape on each kind of screen (a portrait crop on phones), as picture
 * sources. The shapes are fixed by the layout rather than measured, so the server can name the same image in
 * the page's preload hint before any script runs.
 */
export function heroBackdrop(
  path: string | null | undefined,
  layout: THeroLayout,
): { src: string; sources: TPictureSource[] } | undefined {
  if (!path) return undefined;
  const sources = HERO_SHAPES[layout].map(({ media, sizes, aspect, widths }) => ({
    media,
    sizes,
    srcSet: widths
      .map((width) => `${backdropCandidate(path, width, Math.round(width * aspect))} ${width}w`)
      .join(', '),
  }));
  return { src: backdropCandidate(path, 780, Math.round(780 * 0.6)), sources };
}
