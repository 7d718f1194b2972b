import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_FONTS, FONT_WARM_UP_ATTRIBUTE, fontWarmUpMarkup } from './font-warm-up.ts';

function parse(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const warmUp = holder.firstElementChild;
  if (!(warmUp instanceof HTMLElement)) throw new Error('no element');
  return warmUp;
}

describe('fontWarmUpMarkup', () => {
  it('lays out a word in each font once, in a clipped 1-pixel box hidden from assistive technology', () => {
    const warmUp = parse(fontWarmUpMarkup());
    expect(warmUp.hasAttribute(FONT_WARM_UP_ATTRIBUTE)).toBe(true);
    expect(warmUp.getAttribute('aria-hidden')).toBe('true');
    expect(warmUp.style.position).toBe('absolute');
    expect(warmUp.style.width).toBe('1px');
    expect(warmUp.style.height).toBe('1px');
    expect(warmUp.style.overflow).toBe('hidden');
    const fonts = [...warmUp.children].map((word) => {
      const { fontWeight, fontSize, fontStyle } = (word as HTMLElement).style;
      return {
        weight: Number(fontWeight),
        size: Number.parseFloat(fontSize),
        italic: fontStyle === 'italic',
      };
    });
    expect(fonts).toEqual(FIRST_SCREEN_FONTS.map((font) => ({ italic: false, ...font })));
    expect(new Set(fonts.map((font) => JSON.stringify(font))).size).toBe(fonts.length);
    for (const word of warmUp.children) expect(word.textContent).toBe('Marquee');
  });

  it('sets no font family: the words take the page’s own', () => {
    const warmUp = parse(fontWarmUpMarkup([{ weight: 700, size: 18, italic: true }]));
    const [word] = [...warmUp.children] as HTMLElement[];
    expect(word?.style.fontFamily).toBe('');
    expect(word?.style.fontStyle).toBe('italic');
  });
});
