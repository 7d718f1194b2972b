import type { TImage } from '@marquee/domain';

/** The logo a title page shows: an English one, else one without language (none: the title's name shows). */
export function pickLogoPath(logos: TImage[] | undefined): string | undefined {
  if (!logos?.length) return undefined;
  return (logos.find((logo) => logo.iso_639_1 === 'en') ?? logos.find((logo) => !logo.iso_639_1))?.file_path;
}
