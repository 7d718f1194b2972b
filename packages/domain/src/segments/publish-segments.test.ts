import { describe, expect, it } from 'vitest';
import { publishSegments, segmentsForSource } from './publish-segments.ts';
import { SKIP_MIN_COUNT } from './skip-signal.ts';

const submission = (user: string, start: number) => ({
  kind: 'intro' as const,
  start,
  end: start + 60,
  duration: 2700,
  user,
  address: user,
});

describe('published segments', () => {
  it("prefers the operator's import, then agreeing submissions, then viewers' skips", () => {
    const submissions = [submission('a', 60), submission('b', 61), submission('c', 62)];
    const skips = [
      { zone: 'start' as const, durationS: 2700, fromBucket: 0, toBucket: 6, count: SKIP_MIN_COUNT },
      { zone: 'end' as const, durationS: 2700, fromBucket: 520, toBucket: 540, count: SKIP_MIN_COUNT },
    ];
    expect(publishSegments({ imported: [], submissions, skips })).toEqual([
      { kind: 'intro', start: 61, end: 121, duration: 2700, source: 'submissions' },
      { kind: 'credits', start: 2600, end: 2700, duration: 2700, source: 'viewers' },
    ]);
    const imported = [{ kind: 'intro' as const, start: 10, end: 40, duration: 2700 }];
    expect(publishSegments({ imported, submissions, skips })[0]).toEqual({
      ...imported[0],
      source: 'import',
    });
    expect(publishSegments({ imported: [], submissions: [], skips: [] })).toEqual([]);
  });

  it('scales to the source and leaves out segments measured on another cut', () => {
    const segments = [
      { kind: 'intro' as const, start: 60, end: 120, duration: 2700, source: 'import' as const },
    ];
    expect(segmentsForSource(segments, 2727)).toEqual([
      { ...segments[0], start: 60.6, end: 121.2, duration: 2727 },
    ]);
    expect(segmentsForSource(segments, 2400)).toEqual([]);
  });
});
