import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from '../constants.ts';
import { thumbnailSheet, thumbnailTrack } from './thumbnails.ts';

/** A cue time of the track in seconds. */
const seconds = (time: string) => {
  const [h, m, s] = time.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

describe('thumbnailTrack', () => {
  it('names each tile of the sprite from its time to the next', () => {
    expect(thumbnailTrack(25, 'sprite.jpg?v=1')).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:00:10.000',
        'sprite.jpg?v=1#xywh=0,0,160,90',
        '',
        '00:00:10.000 --> 00:00:20.000',
        'sprite.jpg?v=1#xywh=160,0,160,90',
        '',
        '00:00:20.000 --> 00:00:25.000',
        'sprite.jpg?v=1#xywh=320,0,160,90',
        '',
      ].join('\n'),
    );
  });

  it('covers the whole duration without gaps, every tile inside the sheet', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 * 3600 }), (duration) => {
        const sheet = thumbnailSheet(duration);
        const cues = [
          ...thumbnailTrack(duration, 's.jpg').matchAll(
            /([\d:.]+) --> ([\d:.]+)\ns\.jpg#xywh=(\d+),(\d+),(\d+),(\d+)/g,
          ),
        ];
        expect(cues).toHaveLength(sheet.times.length);
        expect(seconds(cues[0]![1]!)).toBe(0);
        expect(seconds(cues.at(-1)![2]!)).toBeCloseTo(duration, 3);
        for (const [i, cue] of cues.entries()) {
          if (i > 0) expect(cue[1]).toBe(cues[i - 1]![2]);
          const [x, y, w, h] = cue.slice(3).map(Number);
          expect([w, h]).toEqual([THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT]);
          expect(x! + w!).toBeLessThanOrEqual(sheet.width);
          expect(y! + h!).toBeLessThanOrEqual(sheet.height);
        }
      }),
      { numRuns: 60 },
    );
  });
});
