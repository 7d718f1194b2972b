import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedPlaybackRate,
  qualityLabel,
  resolutionForScreen,
  segmentIndexAt,
  sortQualityKeys,
  START_BANDWIDTH_SHARE,
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

  describe('with a bandwidth estimate', () => {
    // Bitrates of a typical ladder, in bits per second.
    const ladder = [
      { height: 360, bitrate: 800_000 },
      { height: 720, bitrate: 2_500_000 },
      { height: 1080, bitrate: 5_000_000 },
    ];

    it('starts no higher than 70 % of the estimate carries', () => {
      expect(startLevelIndex(ladder, 1080, 1_600_000)).toBe(0);
      expect(startLevelIndex(ladder, 1080, 4_000_000)).toBe(1);
      expect(startLevelIndex(ladder, 1080, 3_500_000)).toBe(0);
      expect(startLevelIndex(ladder, 1080, 10_000_000)).toBe(2);
      // The screen's limit still holds on a fast connection.
      expect(startLevelIndex(ladder, 720, 10_000_000)).toBe(1);
    });

    it('starts on the level asking least when none fits, and counts a level with no bitrate as fitting', () => {
      expect(startLevelIndex(ladder, 1080, 500_000)).toBe(0);
      expect(startLevelIndex([{ height: 1080, bitrate: 5_000_000 }, { height: 720 }], 1080, 1_000_000)).toBe(
        1,
      );
    });

    it('never starts above the budget when a level within it fits the screen, nor above the screen', () => {
      const level = fc.record({
        height: fc.constantFrom(240, 360, 480, 720, 1080, 2160),
        bitrate: fc.integer({ min: 100_000, max: 20_000_000 }),
      });
      fc.assert(
        fc.property(
          fc.array(level, { minLength: 1, maxLength: 8 }),
          fc.constantFrom(360, 720, 1080, 2160),
          fc.integer({ min: 100_000, max: 50_000_000 }),
          (levels, maxHeight, bandwidth) => {
            const chosen = levels[startLevelIndex(levels, maxHeight, bandwidth)]!;
            const budget = bandwidth * START_BANDWIDTH_SHARE;
            const fitting = levels.filter((l) => l.height <= maxHeight && l.bitrate <= budget);
            const shortest = levels.find((l) => l.height === Math.min(...levels.map((m) => m.height)))!;
            if (fitting.length > 0) {
              expect(chosen.bitrate).toBeLessThanOrEqual(budget);
              expect(chosen.height).toBe(Math.max(...fitting.map((l) => l.height)));
            } else if (shortest.height > maxHeight && shortest.bitrate <= budget) {
              // Nothing fits the screen: the shortest, as without an estimate, when the connection carries it.
              expect(chosen).toBe(shortest);
            } else {
              expect(chosen.bitrate).toBe(Math.min(...levels.map((l) => l.bitrate)));
            }
          },
        ),
      );
    });
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

describe('segmentIndexAt', () => {
  it('finds the segment holding a position, the first before it and the last past the end', () => {
    const durations = [2, 2, 1.5];
    expect(segmentIndexAt(durations, 0)).toBe(0);
    expect(segmentIndexAt(durations, -3)).toBe(0);
    expect(segmentIndexAt(durations, 1.99)).toBe(0);
    expect(segmentIndexAt(durations, 2)).toBe(1);
    expect(segmentIndexAt(durations, 5.4)).toBe(2);
    expect(segmentIndexAt(durations, 60)).toBe(2);
    expect(segmentIndexAt([], 1)).toBe(-1);
  });

  it('answers a segment whose span holds the position, for any playlist and position within it', () => {
    const durations = fc.array(fc.double({ min: 0.1, max: 12, noNaN: true }), {
      minLength: 1,
      maxLength: 50,
    });
    fc.assert(
      fc.property(durations, fc.double({ min: 0, max: 1, noNaN: true }), (list, share) => {
        const total = list.reduce((sum, d) => sum + d, 0);
        const at = share * total * 0.999;
        const index = segmentIndexAt(list, at);
        const start = list.slice(0, index).reduce((sum, d) => sum + d, 0);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(list.length);
        expect(at).toBeGreaterThanOrEqual(start - 1e-9);
        expect(at).toBeLessThan(start + list[index]! + 1e-9);
      }),
    );
  });
});
