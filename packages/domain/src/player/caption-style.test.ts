import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SETTING_CHOICES } from '../settings.ts';
import {
  CAPTION_BACKGROUND_IDS,
  CAPTION_COLOR_IDS,
  CAPTION_COLORS,
  CAPTION_SIZE_IDS,
  CAPTION_SIZE_SCALE,
  captionBackgroundOf,
  captionColorOf,
  captionLook,
  captionSizeIdOf,
  composite,
  contrastRatio,
  parseColor,
  worstCaptionContrast,
} from './caption-style.ts';
import { DEFAULT_PLAYER_SETTINGS, parsePlayerSettings } from './captions.ts';

describe('the caption style model', () => {
  it('holds the account page’s names and the player’s, as one list', () => {
    expect(SETTING_CHOICES.subtitleColor).toBe(CAPTION_COLOR_IDS);
    expect(SETTING_CHOICES.subtitleSize).toBe(CAPTION_SIZE_IDS);
    const labels = CAPTION_COLOR_IDS.map((id) => CAPTION_COLORS[id].label);
    // Account: white, yellow, green, cyan; player: White, Brown, Yellow, Gray, Dark.
    for (const name of ['White', 'Yellow', 'Green', 'Cyan', 'Brown', 'Gray', 'Dark']) {
      expect(labels).toContain(name);
    }
    expect(CAPTION_SIZE_IDS.map((id) => CAPTION_SIZE_SCALE[id])).toEqual([0.8, 1, 1.5, 2]);
  });

  it('reads colours stored by earlier versions (CSS names of both pages)', () => {
    expect(captionColorOf('lime')).toBe('green');
    expect(captionColorOf('#222222')).toBe('dark');
    expect(captionColorOf('brown')).toBe('brown');
    expect(captionColorOf('red')).toBeUndefined();
    expect(captionBackgroundOf('transparent')).toBe('none');
    expect(captionBackgroundOf('rgba(0, 0, 0, 0.5)')).toBe('box');
    expect(captionBackgroundOf('rgba(0, 0, 0, 0.9)')).toBe('solid');
    expect(captionBackgroundOf(3)).toBeUndefined();
    expect(
      parsePlayerSettings(JSON.stringify({ textColor: 'lime', backgroundColor: 'rgba(0, 0, 0, 0.5)' })),
    ).toMatchObject({ textColor: 'green', backgroundColor: 'box' });
  });

  it('names a share only when it is one of the named sizes', () => {
    expect(captionSizeIdOf(1.5)).toBe('large');
    expect(captionSizeIdOf(0.8)).toBe('small');
    expect(captionSizeIdOf(1.3)).toBeUndefined();
  });

  it('is readable by default: white on the box at 4.5:1 or better over any frame', () => {
    const look = captionLook(DEFAULT_PLAYER_SETTINGS.textColor, DEFAULT_PLAYER_SETTINGS.backgroundColor);
    expect(worstCaptionContrast(look)).toBeGreaterThanOrEqual(4.5);
  });

  it('every colour on the box and on solid reads at 4.5:1 or better whatever frame shows through', () => {
    for (const color of CAPTION_COLOR_IDS) {
      for (const background of ['box', 'solid'] as const) {
        expect(
          worstCaptionContrast(captionLook(color, background)),
          `${color} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('the box over any frame colour stays at 4.5:1 or better (property)', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(
        fc.constantFrom(...CAPTION_COLOR_IDS),
        fc.tuple(channel, channel, channel),
        (color, frame) => {
          const look = captionLook(color, 'box');
          const behind = composite(parseColor(look.backgroundColor), frame);
          expect(contrastRatio(parseColor(look.color).rgb, behind)).toBeGreaterThanOrEqual(4.5);
        },
      ),
    );
  });

  it('without a box the letters get an outline', () => {
    expect(captionLook('white', 'none')).toMatchObject({ backgroundColor: 'rgba(0, 0, 0, 0)' });
    expect(captionLook('white', 'none').textShadow).not.toBe('none');
    // The edge chosen is drawn over a box too; without a box an outline at the least.
    expect(captionLook('white', 'box').textShadow).toBe('none');
    expect(captionLook('white', 'box', 'shadow').textShadow).toMatch(/^2px 2px/);
    expect(captionLook('white', 'none', 'shadow').textShadow).toMatch(/^2px 2px/);
    expect(captionLook('white', 'none', 'none').textShadow).toBe(
      captionLook('white', 'none', 'outline').textShadow,
    );
    expect(CAPTION_BACKGROUND_IDS).toContain('none');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
    expect(() => parseColor('nope')).toThrow();
  });
});
