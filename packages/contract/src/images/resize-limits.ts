// The limits of what /img produces (issue 7): the single source the schema, the server and the docs read.
// Asking for more is not an error: the answer is scaled down, keeping its shape, to fit these limits.

export const RESIZE_OUTPUTS = ['webp', 'jpg', 'png', 'avif', 'gif'] as const;
export type TResizeOutput = (typeof RESIZE_OUTPUTS)[number];

/** The largest w or h a request may name (a larger one is a 400); the answer is then capped below. */
export const RESIZE_MAX_ASKED_DIMENSION = 4096;
/** The longest side /img produces, after dpr (a 2x backdrop of 1280 CSS pixels). */
export const RESIZE_MAX_DIMENSION = 2560;

/**
 * The most pixels /img encodes per output. GIF (palette search) and AVIF cost several times more per pixel
 * than WebP or JPEG, so they get smaller budgets; PNG is lossless and fast but large, so it gets the common one.
 */
export const RESIZE_MAX_PIXELS: Record<TResizeOutput, number> = {
  webp: 4_194_304, // 2048 x 2048, e.g. 2560 x 1600
  jpg: 4_194_304,
  png: 4_194_304,
  avif: 2_097_152, // e.g. 1920 x 1080
  gif: 1_048_576, // e.g. 1280 x 720
};

export interface TPixelSize {
  width: number;
  height: number;
}

/** The factor (at most 1) that brings a width and height within the limits of `output`. */
export function resizeScaleFor(width: number, height: number, output: TResizeOutput): number {
  return Math.min(
    1,
    RESIZE_MAX_DIMENSION / width,
    RESIZE_MAX_DIMENSION / height,
    Math.sqrt(RESIZE_MAX_PIXELS[output] / (width * height)),
  );
}

/** A size scaled down, keeping its shape, to the limits of `output` (unchanged when within them). */
export function fitResizeLimits(size: TPixelSize, output: TResizeOutput): TPixelSize {
  const scale = resizeScaleFor(size.width, size.height, output);
  if (scale >= 1) return size;
  return {
    width: Math.max(1, Math.floor(size.width * scale)),
    height: Math.max(1, Math.floor(size.height * scale)),
  };
}
