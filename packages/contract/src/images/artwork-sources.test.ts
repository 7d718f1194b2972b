import { describe, expect, it } from 'vitest';
import { responsiveBackdrop, slotBackdrop } from './artwork-sources.ts';

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

describe('slotBackdrop', () => {
  it("crops to a phone hero's shape at 1x, 1.5x and 2x its width, rounded up to 80 px", () => {
    const image = slotBackdrop('/abc.jpg', 390, 500);
    expect(candidates(image?.srcSet ?? '').map(({ descriptor, w, h }) => [descriptor, w, h])).toEqual([
      ['400w', '400', '520'],
      ['640w', '640', '832'],
      ['800w', '800', '1040'],
    ]);
  });

  it('never asks for more than 1920 px and drops duplicate widths', () => {
    const image = slotBackdrop('/abc.jpg', 1800, 500);
    expect(candidates(image?.srcSet ?? '').map((c) => c.w)).toEqual(['1840', '1920']);
  });

  it('waits for a measured slot', () => {
    expect(slotBackdrop('/abc.jpg', 0, 0)).toBeUndefined();
    expect(slotBackdrop(undefined, 390, 500)).toBeUndefined();
  });
});
