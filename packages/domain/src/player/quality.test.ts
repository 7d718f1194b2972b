import { describe, expect, it } from 'vitest';
import {
  acceptedPlaybackRate,
  qualityLabel,
  resolutionForScreen,
  sortQualityKeys,
  startLevelIndex,
  startQualityKey,
} from './quality.ts';

describe('resolutionForScreen', () => {
  it('guesses by the largest side: 2160 gives 4k, then 1080, 720, 480, else 360', () => {
    expect(resolutionForScreen(3840, 2160)).toBe('4k');
    expect(resolutionForScreen(1080, 2400)).toBe('4k');
    expect(resolutionForScreen(1920, 1080)).toBe('1080');
    expect(resolutionForScreen(1280, 800)).toBe('1080');
    expect(resolutionForScreen(800, 600)).toBe('720');
    expect(resolutionForScreen(640, 360)).toBe('480');
    expect(resolutionForScreen(320, 240)).toBe('360');
  });
});

describe('starting quality', () => {
  const levels = [{ height: 720 }, { height: 360 }, { height: 1080 }, { height: 2160 }];

  it('starts on the tallest level that fits', () => {
    expect(startLevelIndex(levels, 1080)).toBe(2);
    expect(startLevelIndex(levels, 720)).toBe(0);
    expect(startLevelIndex(levels, 2160)).toBe(3);
  });

  it('starts on the smallest when none fits, and -1 with no levels', () => {
    expect(startLevelIndex(levels, 240)).toBe(1);
    expect(startLevelIndex([], 1080)).toBe(-1);
  });

  it('picks file qualities the same way', () => {
    expect(startQualityKey(['1080', '360', '720'], 720)).toBe('720');
    expect(startQualityKey(['1080', '4k'], 480)).toBe('1080');
    expect(startQualityKey(['4k', '1080'], 2160)).toBe('4k');
  });
});

describe('quality order and labels', () => {
  it('orders 360p up to Original', () => {
    expect(sortQualityKeys(['original', '1080', '4k', '360', '720', 'unknown', '480'])).toEqual([
      '360',
      '480',
      '720',
      '1080',
      '4k',
      'original',
      'unknown',
    ]);
  });

  it('labels heights and keys', () => {
    expect(qualityLabel(720)).toBe('720p');
    expect(qualityLabel('1080')).toBe('1080p');
    expect(qualityLabel(2160)).toBe('4K');
    expect(qualityLabel('original')).toBe('Original');
  });
});

describe('acceptedPlaybackRate', () => {
  it('ignores rates over 10 and nonsense', () => {
    expect(acceptedPlaybackRate(1.5)).toBe(1.5);
    expect(acceptedPlaybackRate(10)).toBe(10);
    expect(acceptedPlaybackRate(10.5)).toBeUndefined();
    expect(acceptedPlaybackRate(0)).toBeUndefined();
    expect(acceptedPlaybackRate(Number.NaN)).toBeUndefined();
  });
});
