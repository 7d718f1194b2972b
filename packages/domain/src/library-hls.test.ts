import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fixedSpans,
  HLS_SEGMENT_S,
  KEYFRAME_SEEK_MARGIN_S,
  keyframeSpans,
  segmentCount,
  segmentSpan,
  vodPlaylist,
  type TKeyframe,
} from './library-hls.ts';

describe('vodPlaylist', () => {
  it('lists fixed segments and a shorter last one', () => {
    expect(vodPlaylist(fixedSpans(14.5), (i) => `${i}.ts`)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:6',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXTINF:6.000000,',
        '0.ts',
        '#EXTINF:6.000000,',
        '1.ts',
        '#EXTINF:2.500000,',
        '2.ts',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  });

  it('covers the whole duration with segments no longer than the target, each found by its index', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 4 * 3600, noNaN: true }), (durationS) => {
        const count = segmentCount(durationS);
        const spans = fixedSpans(durationS);
        expect(spans).toHaveLength(count);
        const total = spans.reduce((sum, span) => sum + span.lengthS, 0);
        expect(Math.abs(total - durationS)).toBeLessThan(0.01);
        const misplaced = spans.filter(
          (span, i) => span.startS !== i * HLS_SEGMENT_S || span.lengthS <= 0 || span.lengthS > HLS_SEGMENT_S,
        );
        expect(misplaced).toEqual([]);
        expect(segmentSpan(count, durationS)).toBeUndefined();
        expect(segmentSpan(-1, durationS)).toBeUndefined();
        const playlist = vodPlaylist(spans, (i) => `s${i}`);
        expect(playlist.match(/#EXTINF/g)).toHaveLength(count);
      }),
      { numRuns: 40 },
    );
  });

  it('sets the target duration to the longest span', () => {
    const playlist = vodPlaylist(keyframeSpans([[10.01, 9.97]], 12), (i) => `${i}.ts`);
    expect(playlist).toContain('#EXT-X-TARGETDURATION:11\n');
    expect(playlist).toContain('#EXTINF:10.010000,\n0.ts\n#EXTINF:1.990000,\n1.ts');
  });
});

describe('keyframeSpans', () => {
  it('starts each span on the first keyframe at least the target after the last start', () => {
    const keyframes: TKeyframe[] = [0, 2.1, 4.2, 6.3, 8.4, 10.5, 12.6].map((t) => [t, t - 0.08]);
    expect(keyframeSpans(keyframes, 14)).toEqual([
      { startS: 0, lengthS: 6.3, copy: { fromS: undefined, beforeDtsS: 6.22 } },
      { startS: 6.3, lengthS: 6.3, copy: { fromS: 6.3, beforeDtsS: 12.52 } },
      { startS: 12.6, lengthS: 14 - 12.6, copy: { fromS: 12.6, beforeDtsS: undefined } },
    ]);
  });

  it('falls back to fixed spans without keyframes, and makes one span of a single group of pictures', () => {
    expect(keyframeSpans([], 14)).toEqual(fixedSpans(14));
    expect(keyframeSpans([[0, 0]], 14)).toEqual([
      { startS: 0, lengthS: 14, copy: { fromS: undefined, beforeDtsS: undefined } },
    ]);
  });

  const keyframeTimes = fc
    .tuple(
      fc.double({ min: 1, max: 3 * 3600, noNaN: true }),
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 400 }),
      fc.double({ min: 0, max: 0.2, noNaN: true }),
    )
    .map(([durationS, shares, delay]) => ({
      durationS,
      keyframes: shares.map((share): TKeyframe => [share * durationS, share * durationS - delay]),
    }));

  it('covers 0 to the duration without gap or overlap, each later span starting on a seekable keyframe', () => {
    fc.assert(
      fc.property(keyframeTimes, ({ durationS, keyframes }) => {
        const spans = keyframeSpans(keyframes, durationS);
        expect(spans[0]!.startS).toBe(0);
        for (const [i, span] of spans.entries()) {
          expect(span.lengthS).toBeGreaterThan(0);
          const next = spans[i + 1];
          if (next) {
            expect(next.startS).toBeCloseTo(span.startS + span.lengthS, 9);
            // Only the last span may be shorter than the target.
            expect(span.lengthS).toBeGreaterThanOrEqual(HLS_SEGMENT_S - 1e-9);
            const keyframe = keyframes.find(([pts]) => pts === next.startS);
            expect(keyframe).toBeDefined();
            expect(span.copy?.beforeDtsS).toBe(keyframe![1]);
            expect(next.copy?.fromS).toBe(next.startS);
            const crowded = keyframes.some(
              ([pts]) => pts > next.startS && pts <= next.startS + KEYFRAME_SEEK_MARGIN_S,
            );
            expect(crowded).toBe(false);
          } else {
            expect(span.startS + span.lengthS).toBeCloseTo(durationS, 9);
            expect(span.copy?.beforeDtsS).toBeUndefined();
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
