import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditsStartOf, hasOpeningSegment, progressCountingCredits, segmentAt } from './segment-playback.ts';
import type { TSegment } from './segment-rules.ts';

const segments: TSegment[] = [
  { kind: 'intro', start: 2, end: 8, duration: 30 },
  { kind: 'credits', start: 24, end: 30, duration: 30 },
];

describe('segments in the player', () => {
  it('finds the segment playing, until half a second before its end', () => {
    expect(segmentAt(segments, 1.9)).toBeUndefined();
    // A jump to its start lands a hair before it.
    expect(segmentAt(segments, 1.99)?.kind).toBe('intro');
    expect(segmentAt(segments, 2)?.kind).toBe('intro');
    expect(segmentAt(segments, 7.4)?.kind).toBe('intro');
    expect(segmentAt(segments, 7.6)).toBeUndefined();
    expect(segmentAt(segments, 25)?.kind).toBe('credits');
  });

  it('knows the credits start and whether the 3% / 30 s rule is needed', () => {
    expect(creditsStartOf(segments)).toBe(24);
    expect(creditsStartOf([])).toBeUndefined();
    expect(hasOpeningSegment(segments)).toBe(true);
    expect(hasOpeningSegment(segments.slice(1))).toBe(false);
  });

  it('counts the credits start as the end of the video for the watch history', () => {
    expect(progressCountingCredits(23, 30, 24)).toEqual({ watched: 23, duration: 30 });
    expect(progressCountingCredits(24.5, 30, 24)).toEqual({ watched: 30, duration: 30 });
    expect(progressCountingCredits(29, 30, undefined)).toEqual({ watched: 29, duration: 30 });
  });

  it('never records less than was watched (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        (duration, at, credits) => {
          const time = at * duration;
          const progress = progressCountingCredits(
            time,
            duration,
            credits === undefined ? undefined : credits * duration,
          );
          return progress.watched >= time && progress.watched <= duration && progress.duration === duration;
        },
      ),
    );
  });
});
