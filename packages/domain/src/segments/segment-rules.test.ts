import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPlausibleSegment,
  isSameCut,
  scaleSegment,
  segmentProblem,
  type TSegment,
} from './segment-rules.ts';

const EPISODE_S = 45 * 60;

describe('plausible segments', () => {
  it('takes an intro of 3–180 s and a recap of 3–300 s, and refuses shorter or longer ones', () => {
    const intro = (start: number, end: number): TSegment => ({
      kind: 'intro',
      start,
      end,
      duration: EPISODE_S,
    });
    expect(isPlausibleSegment(intro(60, 63))).toBe(true);
    expect(isPlausibleSegment(intro(60, 240))).toBe(true);
    expect(segmentProblem(intro(60, 62.9))).toBe('an intro lasts 3–180 s');
    expect(isPlausibleSegment(intro(60, 240.1))).toBe(false);
    const recap = (length: number): TSegment => ({
      kind: 'recap',
      start: 0,
      end: length,
      duration: EPISODE_S,
    });
    expect(isPlausibleSegment(recap(300))).toBe(true);
    expect(isPlausibleSegment(recap(301))).toBe(false);
    expect(isPlausibleSegment(recap(2))).toBe(false);
  });

  it('refuses segments outside their video, backwards, on the wrong half or with no duration', () => {
    expect(segmentProblem({ kind: 'credits', start: 2600, end: 2800, duration: EPISODE_S })).toBe(
      'the segment ends after the video',
    );
    expect(isPlausibleSegment({ kind: 'intro', start: 50, end: 20, duration: EPISODE_S })).toBe(false);
    expect(isPlausibleSegment({ kind: 'intro', start: 2000, end: 2060, duration: EPISODE_S })).toBe(false);
    expect(isPlausibleSegment({ kind: 'credits', start: 10, end: 60, duration: EPISODE_S })).toBe(false);
    expect(isPlausibleSegment({ kind: 'intro', start: 0, end: 10, duration: 0 })).toBe(false);
    expect(isPlausibleSegment({ kind: 'intro', start: Number.NaN, end: 10, duration: EPISODE_S })).toBe(
      false,
    );
    expect(isPlausibleSegment({ kind: 'credits', start: 2600, end: 2700, duration: EPISODE_S })).toBe(true);
  });
});

describe('scaling to a source', () => {
  const intro: TSegment = { kind: 'intro', start: 60, end: 120, duration: 3000 };

  it('scales times to a source within 2% (or 3 s) of the measured duration, and drops it past that', () => {
    expect(scaleSegment(intro, 3000)).toEqual(intro);
    expect(scaleSegment(intro, 3060)).toEqual({ kind: 'intro', start: 61.2, end: 122.4, duration: 3060 });
    expect(scaleSegment(intro, 3061)).toBeUndefined();
    expect(scaleSegment(intro, 2900)).toBeUndefined();
    expect(isSameCut(30, 33)).toBe(true);
    expect(isSameCut(30, 33.1)).toBe(false);
  });

  it('keeps the measured times when the source duration is unknown', () => {
    expect(scaleSegment(intro, undefined)).toEqual(intro);
    expect(scaleSegment(intro, Number.NaN)).toEqual(intro);
  });

  it('keeps a scaled segment within the source and in the same order (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 60, max: 20_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -0.05, max: 0.05, noNaN: true }),
        (duration, a, b, change) => {
          const [from, to] = [Math.min(a, b), Math.max(a, b)];
          const segment: TSegment = { kind: 'preview', start: from * duration, end: to * duration, duration };
          const source = duration * (1 + change);
          const scaled = scaleSegment(segment, source);
          if (!scaled) return !isSameCut(duration, source);
          return (
            isSameCut(duration, source) &&
            scaled.duration === source &&
            scaled.start >= 0 &&
            scaled.start <= scaled.end &&
            scaled.end <= source
          );
        },
      ),
    );
  });
});
