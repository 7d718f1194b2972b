import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAPTION_OFFSETS_KEPT,
  captionOffsetKey,
  formatCaptionOffset,
  heardLineCandidates,
  mergeCaptionOffsets,
  offsetForHeardLine,
  offsetForMarks,
  parseCaptionOffset,
  parseCaptionOffsets,
  withCaptionOffset,
} from './caption-offset.ts';
import { activeCues } from './captions.ts';

const time = fc.double({ min: 0, max: 4 * 3600, noNaN: true });
const offset = fc.integer({ min: -6000, max: 6000 }).map((tenths) => tenths / 10);
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

describe('typed caption offsets', () => {
  it('reads seconds, signs, commas and minutes:seconds', () => {
    expect(parseCaptionOffset('2.5')).toBe(2.5);
    expect(parseCaptionOffset('-1,3')).toBe(-1.3);
    expect(parseCaptionOffset('+80')).toBe(80);
    expect(parseCaptionOffset('−1:20.5')).toBe(-80.5);
    expect(parseCaptionOffset(' 0.04 s ')).toBe(0);
    expect(parseCaptionOffset('1.26')).toBe(1.3);
  });

  it('refuses what is not a number or lies beyond ten minutes', () => {
    for (const typed of ['', 'abc', '1.2.3', '600.1', '-10:01', '--2', '1e3']) {
      expect(parseCaptionOffset(typed), typed).toBeUndefined();
    }
    expect(parseCaptionOffset('-600')).toBe(-600);
    expect(parseCaptionOffset('10:00')).toBe(600);
  });

  it('reads back what it shows', () => {
    fc.assert(fc.property(offset, (value) => parseCaptionOffset(formatCaptionOffset(value)) === value));
  });
});

describe('sync markers', () => {
  it('"I just heard this line" shows that line now', () => {
    expect(offsetForHeardLine(12.34, { startTime: 9 })).toBe(3.3);
    expect(offsetForHeardLine(10, { startTime: 90 })).toBe(-80);
  });

  it('the heard line is the one shown at that moment, to within the offset’s precision', () => {
    fc.assert(
      fc.property(time, fc.double({ min: -590, max: 590, noNaN: true }), (now, lead) => {
        const cue = {
          startTime: Math.max(0, now - lead),
          endTime: Math.max(0, now - lead) + 2,
          text: 'line',
        };
        const found = offsetForHeardLine(now, cue);
        expect(isTenth(found)).toBe(true);
        expect(Math.abs(now - found - cue.startTime)).toBeLessThanOrEqual(0.05 + 1e-9);
        // Shown from a hair after the press at the latest.
        expect(activeCues([cue], now + 0.05 + 1e-9, found)).toEqual([cue]);
      }),
    );
  });

  it('both markers make the caption appear when its line is heard', () => {
    fc.assert(
      fc.property(offset, time, time, (delay, heardAt, appearedAt) => {
        const found = offsetForMarks(delay, heardAt, appearedAt);
        expect(Math.abs(found)).toBeLessThanOrEqual(600);
        const wanted = delay + heardAt - appearedAt;
        if (Math.abs(wanted) <= 600) expect(Math.abs(found - wanted)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
    // A caption that appeared 80 s before its line: 80 s later.
    expect(offsetForMarks(0, 95, 15)).toBe(80);
  });

  it('offers the lines that would appear nearest to now, in file order', () => {
    const cues = [1, 5, 9, 13, 17].map((start) => ({
      startTime: start,
      endTime: start + 3,
      text: String(start),
    }));
    expect(heardLineCandidates(cues, 10, 0, 3).map((cue) => cue.startTime)).toEqual([5, 9, 13]);
    expect(heardLineCandidates(cues, 10, 8, 2).map((cue) => cue.startTime)).toEqual([1, 5]);
    expect(heardLineCandidates(cues, 10, 0, 0)).toEqual([]);
  });
});

describe('remembered offsets', () => {
  const movie = captionOffsetKey({ type: 'movie', tmdbId: 7 }, 'demo');
  const episode = captionOffsetKey({ type: 'show', tmdbId: 7, season: 1, episode: 2 }, 'demo');

  it('are kept per title and source', () => {
    expect(movie).not.toBe(episode);
    expect(captionOffsetKey({ type: 'movie', tmdbId: 7 }, 'addon')).not.toBe(movie);
    const offsets = withCaptionOffset(withCaptionOffset({}, movie, 2.46, 1), episode, -3, 2);
    expect(offsets).toEqual({
      [movie]: { offset: 2.5, updatedAt: 1 },
      [episode]: { offset: -3, updatedAt: 2 },
    });
  });

  it('keep only the newest titles', () => {
    let offsets = {};
    for (let at = 0; at < CAPTION_OFFSETS_KEPT + 5; at += 1) {
      offsets = withCaptionOffset(offsets, `k${at}`, 1, at);
    }
    expect(Object.keys(offsets)).toHaveLength(CAPTION_OFFSETS_KEPT);
    expect(offsets).not.toHaveProperty('k0');
    expect(offsets).toHaveProperty(`k${CAPTION_OFFSETS_KEPT + 4}`);
  });

  it('are read leniently', () => {
    expect(parseCaptionOffsets('x')).toEqual({});
    expect(
      parseCaptionOffsets({ a: { offset: 9999, updatedAt: 1 }, b: { offset: 'x', updatedAt: 1 }, c: null }),
    ).toEqual({ a: { offset: 600, updatedAt: 1 } });
  });

  it('merge per key, the one set last winning, in any order', () => {
    const entries = fc.dictionary(
      fc.constantFrom('a', 'b', 'c', 'd'),
      fc.record({ offset, updatedAt: fc.integer({ min: 0, max: 20 }) }),
    );
    fc.assert(
      fc.property(entries, entries, entries, (a, b, c) => {
        expect(mergeCaptionOffsets(a, b)).toEqual(mergeCaptionOffsets(b, a));
        expect(mergeCaptionOffsets(mergeCaptionOffsets(a, b), c)).toEqual(
          mergeCaptionOffsets(a, mergeCaptionOffsets(b, c)),
        );
        expect(mergeCaptionOffsets(a, a)).toEqual(a);
      }),
    );
  });
});
