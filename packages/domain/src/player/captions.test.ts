import { describe, expect, it } from 'vitest';
import {
  activeCues,
  clampCaptionDelay,
  clampCaptionSize,
  DEFAULT_PLAYER_SETTINGS,
  isCaptionLanguage,
  isPromoCaption,
  parsePlayerSettings,
  preferredCaption,
} from './captions.ts';
import { thumbnailStep, thumbnailTimes } from './thumbnails.ts';

describe('caption settings', () => {
  it('size snaps to 0.1 steps within 50%..300%', () => {
    expect(clampCaptionSize(1.23)).toBe(1.2);
    expect(clampCaptionSize(0.1)).toBe(0.5);
    expect(clampCaptionSize(9)).toBe(3);
  });

  it('delay snaps to a tenth of a second within ten minutes either way', () => {
    expect(clampCaptionDelay(0.34)).toBe(0.3);
    expect(clampCaptionDelay(-0.2 * 3)).toBe(-0.6);
    expect(clampCaptionDelay(81.25)).toBe(81.3);
    expect(clampCaptionDelay(700)).toBe(600);
    expect(clampCaptionDelay(-601)).toBe(-600);
    expect(Object.is(clampCaptionDelay(-0.01), 0)).toBe(true);
  });

  it('reads the stored object leniently, defaults for the rest', () => {
    expect(parsePlayerSettings(null)).toEqual(DEFAULT_PLAYER_SETTINGS);
    expect(parsePlayerSettings('{bad')).toEqual(DEFAULT_PLAYER_SETTINGS);
    expect(
      parsePlayerSettings(
        JSON.stringify({
          visible: true,
          fontSizeScale: 2,
          textColor: 'yellow',
          backgroundColor: 'red',
          delay: 1,
        }),
      ),
    ).toEqual({ ...DEFAULT_PLAYER_SETTINGS, visible: true, fontSizeScale: 2, textColor: 'yellow', delay: 1 });
  });
});

describe('captions shown', () => {
  const cues = [
    { startTime: 0, endTime: 2, text: 'first' },
    { startTime: 2, endTime: 4, text: 'second' },
    { startTime: 4, endTime: 6, text: 'Subtitles by OpenSubtitles.org' },
  ];

  it('shows the cue of the moment, later by the delay', () => {
    expect(activeCues(cues, 1, 0).map((cue) => cue.text)).toEqual(['first']);
    expect(activeCues(cues, 2.5, 1).map((cue) => cue.text)).toEqual(['first']);
    expect(activeCues(cues, 1, -1.5).map((cue) => cue.text)).toEqual(['second']);
  });

  it('hides promo captions', () => {
    expect(isPromoCaption('Subtitles by OpenSubtitles.org')).toBe(true);
    expect(isPromoCaption('Where is the money?')).toBe(false);
    expect(activeCues(cues, 5, 0)).toEqual([]);
  });
});

describe('thumbnail times', () => {
  it('every 10 s under 300 s, else every 30 s', () => {
    expect(thumbnailStep(299)).toBe(10);
    expect(thumbnailStep(300)).toBe(30);
    expect(thumbnailTimes(40)).toEqual([0, 10, 20, 30]);
    expect(thumbnailTimes(600)).toHaveLength(20);
    expect(thumbnailTimes(0)).toEqual([]);
  });
});

describe('preferred captions', () => {
  const captions = [
    { id: 'a', language: 'es' },
    { id: 'b', language: 'en-US' },
    { id: 'c', language: 'English (SDH)' },
    { id: 'd', language: 'Deutsch' },
  ];

  it('finds the first caption in the preferred language, by code or by name', () => {
    expect(preferredCaption(captions, 'english')?.id).toBe('b');
    expect(preferredCaption(captions, 'spanish')?.id).toBe('a');
    expect(preferredCaption(captions, 'german')?.id).toBe('d');
    expect(preferredCaption(captions, 'japanese')).toBeUndefined();
    expect(preferredCaption(captions, 'none')).toBeUndefined();
  });

  it('does not take a language whose code only starts the same', () => {
    expect(isCaptionLanguage('eo', 'english')).toBe(false);
    expect(isCaptionLanguage('Englisch-ish', 'english')).toBe(false);
    expect(isCaptionLanguage('fre', 'french')).toBe(true);
  });
});
