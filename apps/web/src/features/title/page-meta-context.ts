import type { TPageMetaContext } from '@marquee/domain';
import { previewImageUrl } from '../../lib/image-url.ts';

/** Absolute URLs of this page and of its preview images, for the page's meta tags and JSON-LD. */
export function pageMetaContext(path: string): TPageMetaContext {
  const origin = window.location.origin;
  return { url: origin + path, imageUrl: (image, kind) => previewImageUrl(origin, image, kind) };
}
