// Images: TMDB's size names and the limits and defaults of our /img resizer.

/** TMDB's image sizes: a width, a height (h632, for profiles) or the original. */
export const IMAGE_SIZES = [
  'w45',
  'w92',
  'w154',
  'w185',
  'w300',
  'w342',
  'w500',
  'w780',
  'w1280',
  'h632',
  'original',
] as const;

export type TImageSize = (typeof IMAGE_SIZES)[number];

/**
 * The original "Default quality 1" cannot mean q=1 (an unreadable image); the image proxy it describes has a
 * device pixel ratio defaulting to 1 and a quality defaulting to 80, so we read it as dpr=1 and use q=80.
 */
export const RESIZE_DEFAULT_QUALITY = 80;
export const RESIZE_DEFAULT_DPR = 1;
export const RESIZE_MAX_DPR = 4;
/** blur or sharp given without a value ('&blur') use these strengths (Gaussian sigma). */
export const RESIZE_DEFAULT_BLUR = 5;
export const RESIZE_DEFAULT_SHARPEN = 1;
export const RESIZE_MAX_BLUR = 100;
export const RESIZE_MAX_SHARPEN = 10;
/** The weakest blur or sharpen sharp accepts (its minimum sigma). */
export const RESIZE_MIN_STRENGTH = 0.3;
