import { fitResizeLimits, type TPixelSize } from '@marquee/contract';
import sharp, { type Sharp } from 'sharp';
import { BadRequestError } from '../shared/errors.ts';
import type { TResizePlan } from './resize-options.ts';

/** Refuse decoding anything over 50 megapixels (a "decompression bomb"); TMDB originals are far smaller. */
const MAX_INPUT_PIXELS = 50_000_000;
const PROCESSING_TIMEOUT_SECONDS = 20;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** GIF's palette search at effort 1 took a fifth of the default's time for files of about the same size. */
const GIF_EFFORT = 1;

/** The file extension (and so the media type) of each output. */
export const OUTPUT_EXTENSION = {
  webp: '.webp',
  jpg: '.jpg',
  png: '.png',
  avif: '.avif',
  gif: '.gif',
} as const;

/** The size sharp's resize gives for the plan's box and fit, from a source of `source` pixels. */
export function plannedSize(source: TPixelSize, plan: TResizePlan): TPixelSize {
  const { width, height } = plan;
  if (width === undefined) {
    if (height === undefined) return source;
    return { width: Math.round((source.width * height) / source.height), height };
  }
  if (height === undefined) return { width, height: Math.round((source.height * width) / source.width) };
  if (plan.fit !== 'inside' && plan.fit !== 'outside') return { width, height };
  const pick = plan.fit === 'inside' ? Math.min : Math.max;
  const scale = pick(width / source.width, height / source.height);
  return { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
}

/**
 * Applies a plan in a fixed order: orient by EXIF, crop the source, rotate, resize (with fit and bg), then
 * blur, sharpen, brightness and saturation, contrast; then encode with q. A size that only the source
 * decides (one side given, inside, outside, none) is scaled down to the output's limits here.
 * Transparent areas of a JPEG become bg, or black (the site's background) when no bg is given.
 */
export async function resizeImage(source: Buffer, plan: TResizePlan): Promise<Buffer> {
  const input = () => sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  const meta = await input()
    .metadata()
    .catch(() => {
      throw new BadRequestError("Query parameter 'url' does not point at an image that can be read");
    });
  let width = meta.autoOrient.width;
  let height = meta.autoOrient.height;
  const background = plan.bg ?? TRANSPARENT;

  let image = input().timeout({ seconds: PROCESSING_TIMEOUT_SECONDS }).autoOrient();
  if (plan.crop) {
    const { x, y, w, h } = plan.crop;
    if (x + w > width || y + h > height) {
      throw new BadRequestError(`Query parameter 'crop' lies outside the image, which is ${width}x${height}`);
    }
    image = image.extract({ left: x, top: y, width: w, height: h });
    [width, height] = [w, h];
  }
  if (plan.rot !== undefined) {
    image = image.rotate(plan.rot, { background });
    if (plan.rot !== 180) [width, height] = [height, width];
  }
  const planned = plannedSize({ width, height }, plan);
  const bounded = fitResizeLimits(planned, plan.output);
  if (bounded !== planned) {
    // Scaled to the limits: the planned shape, made smaller.
    const fit = plan.fit === 'cover' || plan.fit === 'contain' ? plan.fit : 'fill';
    image = image.resize({ ...bounded, fit, background });
  } else if (plan.width !== undefined || plan.height !== undefined) {
    image = image.resize({ width: plan.width, height: plan.height, fit: plan.fit, background });
  }
  if (plan.blur !== undefined) image = image.blur(plan.blur);
  if (plan.sharp !== undefined) image = image.sharpen({ sigma: plan.sharp });
  if (plan.brightness !== undefined || plan.sat !== undefined) {
    image = image.modulate({
      brightness: 1 + (plan.brightness ?? 0) / 100,
      saturation: 1 + (plan.sat ?? 0) / 100,
    });
  }
  if (plan.con !== undefined) {
    // Contrast about mid-grey: out = a * in + b, with a = 1 + con / 100.
    const a = 1 + plan.con / 100;
    image = image.linear(a, 128 * (1 - a));
  }
  return encode(image, plan);
}

function encode(image: Sharp, plan: TResizePlan): Promise<Buffer> {
  switch (plan.output) {
    case 'webp':
      return image.webp({ quality: plan.q }).toBuffer();
    case 'jpg':
      return image
        .flatten({ background: plan.bg ?? '#000000' })
        .jpeg({ quality: plan.q, mozjpeg: true })
        .toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'avif':
      return image.avif({ quality: plan.q, effort: 2 }).toBuffer();
    case 'gif':
      return image.gif({ effort: GIF_EFFORT }).toBuffer();
  }
}
