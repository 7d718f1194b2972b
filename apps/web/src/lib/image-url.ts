import { imagePaths, type TResizeFields } from '@marquee/contract/routes';
import { META_IMAGE_BOX, type TImageSize, type TMetaImageKind } from '@marquee/domain';

/** The catalogue artwork URL of a TMDB-style path, or undefined when the item has none. */
export function catalogueImageUrl(path: string | null | undefined, size: TImageSize): string | undefined {
  if (!path) return undefined;
  return imagePaths.artwork(size, path);
}

/** An image resized by our /img endpoint (default output webp, fit cover). */
export function resizedImageUrl(src: string, options: TResizeFields): string {
  return imagePaths.resize(src, options);
}

/** The absolute URL of a link-preview image (Open Graph, Twitter card) of a catalogue artwork path. */
export function previewImageUrl(origin: string, path: string, kind: TMetaImageKind): string {
  const box = META_IMAGE_BOX[kind];
  return origin + resizedImageUrl(imagePaths.artwork(box.size, path), { w: box.w, h: box.h, output: 'jpg' });
}
