import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formEncode, imagePaths, type TResizeFields } from './images.http.ts';
import { ZArtworkParams, ZResizeQuery } from './images.schemas.ts';

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://localhost').searchParams);

describe('imagePaths', () => {
  it('builds catalogue artwork paths from the route, with or without the leading slash', () => {
    expect(imagePaths.artwork('w342', '/movie-550-poster.jpg')).toBe('/api/images/w342/movie-550-poster.jpg');
    expect(imagePaths.artwork('original', 'abc.png')).toBe('/api/images/original/abc.png');
  });

  it('keeps a folder in the file name encoded, so it can never reach another path', () => {
    expect(imagePaths.artwork('w92', '/a/../b.jpg')).toBe('/api/images/w92/a%2F..%2Fb.jpg');
  });

  it('builds /img URLs: url first, then the fields in the order given, skipping undefined ones', () => {
    expect(imagePaths.resize('/api/images/w500/a.jpg', { w: 185, h: undefined, output: 'webp' })).toBe(
      '/img?url=%2Fapi%2Fimages%2Fw500%2Fa.jpg&w=185&output=webp',
    );
    expect(
      imagePaths.resize('/a.jpg', { crop: { x: 0, y: 10, w: 300, h: 200 }, bg: '#000000ff', rot: 90 }),
    ).toBe('/img?url=%2Fa.jpg&crop=0%2C10%2C300%2C200&bg=%23000000ff&rot=90');
  });

  it('encodes query values exactly as URLSearchParams does', () => {
    expect(formEncode("a b!'()~*-._/?&=#%é")).toBe(
      new URLSearchParams({ v: "a b!'()~*-._/?&=#%é" }).toString().slice(2),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(formEncode(text)).toBe(new URLSearchParams({ v: text }).toString().slice(2));
      }),
    );
  });

  it('builds artwork paths the server reads back as the same size and file', () => {
    const [, , , size, file] = imagePaths.artwork('h632', '/person-287-profile.jpg').split('/');
    expect(ZArtworkParams.parse({ size, file })).toEqual({ size: 'h632', file: 'person-287-profile.jpg' });
  });

  it('builds /img URLs that the server reads back as exactly the fields asked for', () => {
    const fields: fc.Arbitrary<TResizeFields> = fc.record(
      {
        w: fc.integer({ min: 1, max: 4096 }),
        h: fc.integer({ min: 1, max: 4096 }),
        dpr: fc.constantFrom(1, 1.5, 2, 4),
        q: fc.integer({ min: 1, max: 100 }),
        output: fc.constantFrom('webp', 'jpg', 'png', 'avif', 'gif'),
        fit: fc.constantFrom('cover', 'contain', 'fill', 'inside', 'outside'),
        blur: fc.constantFrom(0.3, 2.5, 100),
        brightness: fc.integer({ min: -100, max: 100 }),
        con: fc.integer({ min: -100, max: 100 }),
        sat: fc.integer({ min: -100, max: 100 }),
        sharp: fc.constantFrom(0.3, 1, 10),
        rot: fc.constantFrom(0, 90, 180, 270),
        bg: fc.constantFrom('#000000ff', '#1a2b3c80', '#ffffff00'),
        crop: fc.record({
          x: fc.nat(5000),
          y: fc.nat(5000),
          w: fc.integer({ min: 1, max: 5000 }),
          h: fc.integer({ min: 1, max: 5000 }),
        }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fields, (asked) => {
        const read = ZResizeQuery.parse(queryOf(imagePaths.resize('/api/images/w500/a.jpg', asked)));
        expect(read).toMatchObject(asked);
      }),
    );
  });
});
