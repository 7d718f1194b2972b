import { useQuery } from '@tanstack/react-query';
import type { TImage, TMediaType } from '@marquee/domain';
import { useHasPainted } from '../../lib/first-paint.ts';
import { catalogueImageUrl, resizedImageUrl } from '../../lib/image-url.ts';
import { imagesQuery } from './queries.ts';

/** The logo a title shows in place of its name: an English one, else one without language. */
export function pickLogo(logos: readonly TImage[] | undefined): TImage | undefined {
  if (!logos?.length) return undefined;
  return logos.find((logo) => logo.iso_639_1 === 'en') ?? logos.find((logo) => !logo.iso_639_1);
}

/** The box a logo is drawn in: its height on phones and from the `sm` breakpoint on, and its widest (CSS px). */
export interface TLogoBox {
  height: number;
  smHeight: number;
  maxWidth: number;
}

/** The widths a logo is offered at: few, so the image cache holds few copies of each. */
const LOGO_WIDTHS = [180, 360, 720] as const;

/**
 * A logo's URLs, offered by width with the width it is drawn at (its box's height times its aspect ratio, at
 * most the box's width), so a phone fetches the copy it needs: a fixed 2x copy of the widest box was a
 * 33 KB logo on the home page's first screen, three times what a phone shows.
 */
export function sizedLogo(
  logo: Pick<TImage, 'file_path' | 'aspect_ratio'> | undefined,
  box: TLogoBox,
): { src: string; srcSet: string; sizes: string } | undefined {
  const original = catalogueImageUrl(logo?.file_path, 'w780');
  if (!logo || !original) return undefined;
  // WebP keeps a logo's transparency at two thirds of PNG's bytes.
  const url = (width: number) => resizedImageUrl(original, { w: width, output: 'webp' });
  const drawnWidth = (height: number) =>
    logo.aspect_ratio > 0 ? Math.min(box.maxWidth, Math.round(height * logo.aspect_ratio)) : box.maxWidth;
  return {
    src: url(box.maxWidth),
    srcSet: LOGO_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    sizes: `(min-width: 640px) ${drawnWidth(box.smHeight)}px, ${drawnWidth(box.height)}px`,
  };
}

/**
 * The logo of a title, once its images have come (undefined till then, and for a title without one). They are
 * asked for after the first paint: the name stands in the logo's box meanwhile, and the first screen's
 * scripts, data and picture have the connection to themselves.
 */
export function useTitleLogo(kind: TMediaType, id: number): TImage | undefined {
  const isPainted = useHasPainted();
  const images = useQuery({ ...imagesQuery(kind, id), retry: false, enabled: isPainted });
  return pickLogo(images.data?.logos);
}
