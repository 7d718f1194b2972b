import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HLS_SEGMENT_S, segmentCount, segmentSpan, vodPlaylist } from './library-hls.ts';

describe('vodPlaylist', () => {
  it('lists fixed segments and a shorter last one', () => {
    expect(vodPlaylist(14.5, (i) => `${i}.ts`)).toBe(
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
        const spans = Array.from({ length: count }, (_, i) => segmentSpan(i, durationS)!);
        const total = spans.reduce((sum, span) => sum + span.lengthS, 0);
        expect(Math.abs(total - durationS)).toBeLessThan(0.01);
        const misplaced = spans.filter(
          (span, i) => span.startS !== i * HLS_SEGMENT_S || span.lengthS <= 0 || span.lengthS > HLS_SEGMENT_S,
        );
        expect(misplaced).toEqual([]);
        expect(segmentSpan(count, durationS)).toBeUndefined();
        expect(segmentSpan(-1, durationS)).toBeUndefined();
        const playlist = vodPlaylist(durationS, (i) => `s${i}`);
        expect(playlist.match(/#EXTINF/g)).toHaveLength(count);
      }),
      { numRuns: 40 },
    );
  });
});
