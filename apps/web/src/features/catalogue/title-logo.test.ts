import { describe, expect, it } from 'vitest';
import type { TImage } from '@marquee/domain';
import { pickLogo, sizedLogo } from './title-logo.ts';

const logo = (iso: string | null, file: string, aspect = 2.5) =>
  ({ iso_639_1: iso, file_path: file, aspect_ratio: aspect, width: 1000, height: 400 }) as TImage;
const BOX = { height: 80, smHeight: 112, maxWidth: 360 };

describe('title logos', () => {
  it('picks an English logo, else one without language, else none', () => {
    expect(pickLogo([logo('fr', '/fr.png'), logo('en', '/en.png')])?.file_path).toBe('/en.png');
    expect(pickLogo([logo('fr', '/fr.png'), logo(null, '/plain.png')])?.file_path).toBe('/plain.png');
    expect(pickLogo([logo('fr', '/fr.png')])).toBeUndefined();
    expect(pickLogo(undefined)).toBeUndefined();
  });

  it('offers three widths and says the width the logo is drawn at on phones and larger screens', () => {
    const sized = sizedLogo(logo('en', '/movie-1-logo.png', 2.5), BOX);
    const url = (w: number) => `/img?url=%2Fapi%2Fimages%2Fw780%2Fmovie-1-logo.png&w=${w}&output=webp`;
    expect(sized).toEqual({
      src: url(360),
      srcSet: `${url(180)} 180w, ${url(360)} 360w, ${url(720)} 720w`,
      // 80 px tall on phones: 200 px wide; 112 px from sm: 280 px.
      sizes: '(min-width: 640px) 280px, 200px',
    });
  });

  it('caps the drawn width at the box, and uses the box when the aspect ratio is unknown', () => {
    expect(sizedLogo(logo('en', '/wide.png', 8), BOX)?.sizes).toBe('(min-width: 640px) 360px, 360px');
    expect(sizedLogo(logo('en', '/odd.png', 0), BOX)?.sizes).toBe('(min-width: 640px) 360px, 360px');
  });

  it('gives nothing without a logo', () => {
    expect(sizedLogo(undefined, BOX)).toBeUndefined();
  });
});
