import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlausibleSegment } from './segment-rules.ts';
import { segmentsFromSkips, SKIP_MIN_COUNT, skipBucketOf, type TSkipBucket } from './skip-signal.ts';

describe("viewers' skips", () => {
  it('counts a jump over the opening and a jump to the end, in 5 s buckets, and nothing else', () => {
    expect(skipBucketOf({ from: 61, to: 119, duration: 2704 })).toEqual({
      zone: 'start',
      durationS: 2700,
      fromBucket: 12,
      toBucket: 24,
    });
    expect(skipBucketOf({ from: 2600, to: 2702, duration: 2704 })).toEqual({
      zone: 'end',
      durationS: 2700,
      fromBucket: 520,
      toBucket: 540,
    });
    // A small step, a jump into the middle, one backwards: no segment in them.
    expect(skipBucketOf({ from: 60, to: 61, duration: 2700 })).toBeUndefined();
    expect(skipBucketOf({ from: 60, to: 1500, duration: 2700 })).toBeUndefined();
    expect(skipBucketOf({ from: 120, to: 60, duration: 2700 })).toBeUndefined();
  });

  it('takes the most common opening jump for the intro and the most common leaving point for the credits', () => {
    const buckets: TSkipBucket[] = [
      { zone: 'start', durationS: 2700, fromBucket: 12, toBucket: 24, count: SKIP_MIN_COUNT },
      { zone: 'start', durationS: 2700, fromBucket: 0, toBucket: 10, count: 3 },
      { zone: 'end', durationS: 2700, fromBucket: 520, toBucket: 540, count: SKIP_MIN_COUNT + 2 },
    ];
    expect(segmentsFromSkips(buckets)).toEqual([
      { kind: 'intro', start: 60, end: 120, duration: 2700 },
      { kind: 'credits', start: 2600, end: 2700, duration: 2700 },
    ]);
    expect(segmentsFromSkips(buckets.map((bucket) => ({ ...bucket, count: SKIP_MIN_COUNT - 1 })))).toEqual(
      [],
    );
  });

  it('derives only plausible segments, whatever the order of the buckets (property)', () => {
    const skip = fc.record({
      from: fc.double({ min: 0, max: 3000, noNaN: true }),
      to: fc.double({ min: 0, max: 3000, noNaN: true }),
      duration: fc.constantFrom(2700, 3000),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(skip, fc.integer({ min: 1, max: 30 })), { maxLength: 12 }), (skips) => {
        const buckets = skips.flatMap(([entry, count]) => {
          const bucket = skipBucketOf(entry);
          return bucket ? [{ ...bucket, count }] : [];
        });
        const found = segmentsFromSkips(buckets);
        expect(segmentsFromSkips([...buckets].reverse())).toEqual(found);
        expect(found.every(isPlausibleSegment)).toBe(true);
      }),
    );
  });
});
