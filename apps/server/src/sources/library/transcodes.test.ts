import { describe, expect, it } from 'vitest';
import {
  defaultTranscodeLimit,
  TRANSCODE_IDLE_MS,
  TranscodeLimitError,
  Transcodes,
  type TRunningTranscode,
} from './transcodes.ts';

/** A transcode that runs until stopped or ended by the test. */
function fakeJob() {
  let end: () => void = () => {};
  const job = {
    stopped: false,
    stop() {
      job.stopped = true;
      end();
    },
    ended: new Promise<void>((resolve) => {
      end = resolve;
    }),
  };
  return Object.assign(job, { end: () => end() }) satisfies TRunningTranscode;
}

describe('Transcodes', () => {
  it('says there is room for a key that runs or a free slot, and none past the limit until one is idle', () => {
    let now = 0;
    const transcodes = new Transcodes({ max: 1, now: () => now });
    expect(transcodes.hasRoomFor('film.mkv@720')).toBe(true);
    transcodes.use('film.mkv@720', fakeJob);
    expect(transcodes.hasRoomFor('film.mkv@720')).toBe(true);
    expect(transcodes.hasRoomFor('film.mkv@480')).toBe(false);
    now += TRANSCODE_IDLE_MS;
    expect(transcodes.hasRoomFor('film.mkv@480')).toBe(true);
  });

  it('shares one transcode between viewers of the same file and quality', () => {
    const transcodes = new Transcodes({ max: 2 });
    let started = 0;
    const start = () => {
      started += 1;
      return fakeJob();
    };
    const first = transcodes.use('film.mkv@720', start);
    expect(transcodes.use('film.mkv@720', start)).toBe(first);
    expect(started).toBe(1);
    transcodes.use('film.mkv@480', start);
    expect(started).toBe(2);
  });

  it('refuses a transcode past the limit, and takes one again once another ended', async () => {
    const transcodes = new Transcodes({ max: 1 });
    const job = fakeJob();
    transcodes.use('a', () => job);
    expect(() => transcodes.use('b', fakeJob)).toThrow(TranscodeLimitError);
    job.end();
    await job.ended;
    await Promise.resolve();
    expect(transcodes.keys()).toEqual([]);
    expect(() => transcodes.use('b', fakeJob)).not.toThrow();
  });

  it('stops a transcode nobody read from for a minute, not one still read', () => {
    let now = 1_000_000;
    const transcodes = new Transcodes({ max: 4, now: () => now });
    const idle = fakeJob();
    const watched = fakeJob();
    transcodes.use('idle', () => idle);
    transcodes.use('watched', () => watched);
    now += TRANSCODE_IDLE_MS - 1_000;
    transcodes.touch('watched');
    transcodes.stopIdle();
    expect(idle.stopped).toBe(false);
    now += 1_000;
    transcodes.stopIdle();
    expect(idle.stopped).toBe(true);
    expect(watched.stopped).toBe(false);
    expect(transcodes.keys()).toEqual(['watched']);
  });

  it('defaults to half the cores, at least one', () => {
    expect(defaultTranscodeLimit(1)).toBe(1);
    expect(defaultTranscodeLimit(2)).toBe(1);
    expect(defaultTranscodeLimit(8)).toBe(4);
  });
});
