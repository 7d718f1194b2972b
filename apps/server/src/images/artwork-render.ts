import sharp from 'sharp';
import { drawArtwork, type TArtwork } from './artwork-draw.ts';
import type { TView } from './artwork-svg.ts';
import type { TImageBounds } from './image-request.ts';

/** Width of the 'original' size per kind, like TMDB's originals (posters 2000 px wide, backdrops 1920). */
const ORIGINAL_WIDTH: Record<TArtwork['kind'], number> = {
  poster: 2000,
  season: 2000,
  profile: 2000,
  backdrop: 1920,
  still: 1920,
  logo: 1000,
};

/** Pixel size for a drawing: the size's width (or height, for h632) and the drawing's own aspect. */
export function pixelSize(view: TView, size: TImageBounds, kind: TArtwork['kind']): TView {
  if (size.height !== undefined) {
    return { width: Math.max(1, Math.round((size.height * view.width) / view.height)), height: size.height };
  }
  const width = size.width ?? ORIGINAL_WIDTH[kind];
  return { width, height: Math.max(1, Math.round((width * view.height) / view.width)) };
}

/** Rasterises generated artwork: JPEG for photos-like kinds, PNG (transparent) for logos. */
export async function renderArtwork(
  art: TArtwork,
  size: TImageBounds,
  format: 'jpeg' | 'png',
): Promise<Buffer> {
  const drawing = drawArtwork(art);
  const svg = drawing.svg(pixelSize(drawing.view, size, art.kind));
  const image = sharp(Buffer.from(svg), { density: 72 });
  return format === 'png'
    ? image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
    : image.jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
