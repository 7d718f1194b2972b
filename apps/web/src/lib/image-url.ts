/** TMDB's image sizes, as /api/images serves them. */
export type TImageSize = 'w92' | 'w154' | 'w185' | 'w300' | 'w342' | 'w500' | 'w780' | 'w1280' | 'original';

/** The catalogue artwork URL of a TMDB-style path, or undefined when the item has none. */
export function catalogueImageUrl(path: string | null | undefined, size: TImageSize): string | undefined {
  if (!path) return undefined;
  return `/api/images/${size}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface TResizeOptions {
  w?: number;
  h?: number;
  q?: number;
  output?: 'webp' | 'jpg' | 'png' | 'avif';
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  blur?: number;
}

/** An image resized by our /img endpoint (default output webp, fit cover). */
export function resizedImageUrl(src: string, options: TResizeOptions): string {
  const search = new URLSearchParams({ url: src });
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `/img?${search.toString()}`;
}

/** A catalogue image sized for a slot `width` CSS pixels wide, with a 2x candidate for sharp screens. */
export function sizedArtwork(
  path: string | null | undefined,
  width: number,
  kind: 'poster' | 'backdrop' | 'still' | 'profile' | 'logo',
): { src: string; srcSet: string } | undefined {
  const source =
    kind === 'backdrop' || kind === 'still'
      ? width > 500
        ? 'w1280'
        : 'w780'
      : width > 250
        ? 'w780'
        : 'w500';
  const original = catalogueImageUrl(path, source);
  if (!original) return undefined;
  const output = kind === 'logo' ? 'png' : 'webp';
  const one = resizedImageUrl(original, { w: width, output });
  const two = resizedImageUrl(original, { w: width * 2, output });
  return { src: one, srcSet: `${one} 1x, ${two} 2x` };
}
