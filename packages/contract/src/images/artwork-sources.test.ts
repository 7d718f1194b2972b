import { describe, expect, it } from 'vitest';
import { heroBackdrop, responsiveBackdrop, sizedArtwork } from './artwork-sources.ts';

/** The w, h and source of each srcset candidate, with its descriptor. */
function candidates(srcSet: string) {
  return srcSet.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    return {
      descriptor,
      w: query.get('w'),
      h: query.get('h'),
      source: query.get('url'),
      output: query.get('output'),
    };
  });
}

describe('responsiveBackdrop', () => {
  it('offers the backdrop at each width with w descriptors, as webp, smallest first as the src', () => {
    const image = responsiveBackdrop('/abc.jpg', [480, 1280]);
    expect(candidates(image?.srcSet ?? '')).toEqual([
      { descriptor: '480w', w: '480', h: null, source: '/api/images/w780/abc.jpg', output: 'webp' },
      { descriptor: '1280w', w: '1280', h: null, source: '/api/images/w1280/abc.jpg', output: 'webp' },
    ]);
    expect(image?.src).toContain('w=480');
  });

  it('has nothing for a title without the image', () => {
    expect(responsiveBackdrop(null)).toBeUndefined();
  });
});

describe('heroBackdrop', () => {
  it('crops a portrait shape for phones and wide shapes for larger screens, by media query', () => {
    const image = heroBackdrop('/abc.jpg', 'full');
    const sources = image?.sources ?? [];
    expect(sources.map((source) => [source.media, source.sizes])).toEqual([
      ['(max-width: 639px)', '100vw'],
      ['(min-width: 640px) and (max-width: 1023px)', 'calc(100vw - 48px)'],
      ['(min-width: 1024px)', 'min(calc(100vw - 48px), 1232px)'],
    ]);
    const phone = candidates(sources[0]?.srcSet ?? '');
    expect(phone.map(({ descriptor, w, h }) => [descriptor, w, h])).toContainEqual(['800w', '800', '840']);
    for (const candidate of phone) expect(Number(candidate.h)).toBeGreaterThan(Number(candidate.w));
    for (const candidate of candidates(sources[2]?.srcSet ?? '')) {
      expect(Number(candidate.h)).toBeLessThan(Number(candidate.w) / 2);
      expect(Number(candidate.w)).toBeLessThanOrEqual(1920);
    }
  });

  it('beside the top list on wide screens, the slot is narrower: smaller widths and a taller crop', () => {
    const wide = heroBackdrop('/abc.jpg', 'beside-list')?.sources[2];
    expect(wide?.sizes).toBe('calc(min(100vw, 1280px) - 412px)');
    expect(candidates(wide?.srcSet ?? '')[0]).toMatchObject({ w: '640', h: '320' });
  });

  it('has nothing for a title without a backdrop', () => {
    expect(heroBackdrop(null, 'full')).toBeUndefined();
  });
});

// The URLs cards and pages used before the builder moved here from the web app (the server preloads the same).
describe('sizedArtwork', () => {
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
