import type { TResizeOptions } from '@marquee/contract';
import { RESIZE_MAX_DIMENSION } from '@marquee/domain';
import sharp from 'sharp';
import { BadRequestError } from '../shared/errors.ts';

/** Refuse decoding anything over 50 megapixels (a "decompression bomb"); TMDB originals are far smaller. */
const MAX_INPUT_PIXELS = 50_000_000;
const PROCESSING_TIMEOUT_SECONDS = 20;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The file extension (and so the media type) of each output. */
export const OUTPUT_EXTENSION = {
  webp: '.webp',
  jpg: '.jpg',
  png: '.png',
  avif: '.avif',
  gif: '.gif',
} as const;

const scaled = (size: number | undefined, dpr: number) =>
  size === undefined ? undefined : Math.min(RESIZE_MAX_DIMENSION, Math.max(1, Math.round(size * dpr)));

/**
 * Applies /img's fields in a fixed order: orient by EXIF, crop the source, rotate, resize (w and h times dpr
 * are the size of the answer, with fit and bg), then blur, sharpen, brightness and saturation, contrast;
 * then encode with q.
 * Transparent areas of a JPEG become bg, or black (the site's background) when no bg is given.
 */
export async function resizeImage(source: Buffer, options: TResizeOptions): Promise<Buffer> {
  const input = () => sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  const meta = await input()
    .metadata()
    .catch(() => {
      throw new BadRequestError("Query parameter 'url' does not point at an image that can be read");
    });
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  const background = options.bg ?? TRANSPARENT;

  let image = input().timeout({ seconds: PROCESSING_TIMEOUT_SECONDS }).autoOrient();
  if (options.crop) {
    const { x, y, w, h } = options.crop;
    if (x + w > width || y + h > height) {
      throw new BadRequestError(`Query parameter 'crop' lies outside the image, which is ${width}x${height}`);
    }
    image = image.extract({ left: x, top: y, width: w, height: h });
  }
  if (options.rot !== 0) image = image.rotate(options.rot, { background });
  const resizeWidth = scaled(options.w, options.dpr);
  const resizeHeight = scaled(options.h, options.dpr);
  if (resizeWidth !== undefined || resizeHeight !== undefined) {
    image = image.resize({ width: resizeWidth, height: resizeHeight, fit: options.fit, background });
  } else if (width > RESIZE_MAX_DIMENSION || height > RESIZE_MAX_DIMENSION) {
    image = image.resize({ width: RESIZE_MAX_DIMENSION, height: RESIZE_MAX_DIMENSION, fit: 'inside' });
  }
  if (options.blur !== undefined) image = image.blur(options.blur);
  if (options.sharp !== undefined) image = image.sharpen({ sigma: options.sharp });
  if (options.brightness !== undefined || options.sat !== undefined) {
    image = image.modulate({
      brightness: 1 + (options.brightness ?? 0) / 100,
      saturation: 1 + (options.sat ?? 0) / 100,
    });
  }
  if (options.con !== undefined) {
    // Contrast about mid-grey: out = a * in + b, with a = 1 + con / 100.
    const a = 1 + options.con / 100;
    image = image.linear(a, 128 * (1 - a));
  }
  switch (options.output) {
    case 'webp':
      return image.webp({ quality: options.q }).toBuffer();
    case 'jpg':
      return image
        .flatten({ background: options.bg ?? '#000000' })
        .jpeg({ quality: options.q, mozjpeg: true })
        .toBuffer();
    case 'png':
      // PNG stays lossless; q applies to the lossy formats only.
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'avif':
      return image.avif({ quality: options.q, effort: 2 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}
