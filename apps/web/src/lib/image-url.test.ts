import { describe, expect, it } from 'vitest';
import { catalogueImageUrl, resizedImageUrl } from './image-url.ts';

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
});
