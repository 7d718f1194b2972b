import { describe, expect, it } from 'vitest';
import { catalogueImageUrl, resizedImageUrl, sizedArtwork } from './image-url.ts';

// The URLs built by hand before they came from the contract's routes: cards, heroes and caches depend on them.
describe('image URLs built from the contract', () => {
  it('gives catalogue artwork URLs as before, with or without the leading slash', () => {
    expect(catalogueImageUrl('/kqjL17yufvn9OVLyXYpvtyrFfak.jpg', 'w500')).toBe(
      '/api/images/w500/kqjL17yufvn9OVLyXYpvtyrFfak.jpg',
    );
    expect(catalogueImageUrl('movie-550-poster.jpg', 'original')).toBe(
      '/api/images/original/movie-550-poster.jpg',
    );
    expect(catalogueImageUrl(null, 'w92')).toBeUndefined();
    expect(catalogueImageUrl('', 'w92')).toBeUndefined();
  });

  it('gives /img URLs as before: url first, then the fields in the order given', () => {
    expect(resizedImageUrl('/api/images/w780/b.jpg', { w: 300, h: 169, q: 70, fit: 'cover', blur: 8 })).toBe(
      '/img?url=%2Fapi%2Fimages%2Fw780%2Fb.jpg&w=300&h=169&q=70&fit=cover&blur=8',
    );
    expect(resizedImageUrl('/api/images/w500/a.jpg', { output: 'avif', w: undefined })).toBe(
      '/img?url=%2Fapi%2Fimages%2Fw500%2Fa.jpg&output=avif',
    );
  });

  it.each([
    [
      'poster',
      185,
      '/img?url=%2Fapi%2Fimages%2Fw500%2Falien.jpg&w=185&output=webp',
      '/img?url=%2Fapi%2Fimages%2Fw500%2Falien.jpg&w=370&output=webp',
    ],
    [
      'poster',
      342,
      '/img?url=%2Fapi%2Fimages%2Fw780%2Falien.jpg&w=342&output=webp',
      '/img?url=%2Fapi%2Fimages%2Fw780%2Falien.jpg&w=684&output=webp',
    ],
    [
      'backdrop',
      1280,
      '/img?url=%2Fapi%2Fimages%2Fw1280%2Falien.jpg&w=1280&output=webp',
      '/img?url=%2Fapi%2Fimages%2Fw1280%2Falien.jpg&w=2560&output=webp',
    ],
    [
      'still',
      300,
      '/img?url=%2Fapi%2Fimages%2Fw780%2Falien.jpg&w=300&output=webp',
      '/img?url=%2Fapi%2Fimages%2Fw780%2Falien.jpg&w=600&output=webp',
    ],
  ] as const)('sizes a %s for a %i px slot as before, with a 2x candidate', (kind, width, one, two) => {
    expect(sizedArtwork('/alien.jpg', width, kind)).toEqual({ src: one, srcSet: `${one} 1x, ${two} 2x` });
  });

  it('gives nothing for an item without artwork', () => {
    expect(sizedArtwork(undefined, 185, 'poster')).toBeUndefined();
  });
});
