import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TPlaybackDecision } from '@marquee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibraryMedia, testMediaTools } from '../../../test/support/library-media.ts';
import { vobSubBar } from '../../../test/support/vobsub.ts';
import { COPY_TS_OFFSET_S, ffmpegOutput as makeSegment, segmentArgs, subtitleArgs } from './segment-maker.ts';

const run = promisify(execFile);
let root: string;
let ffmpeg: string;
let ffprobe: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'segment-maker-'));
  const tools = await testMediaTools();
  ffmpeg = tools.ffmpeg.path;
  ffprobe = tools.ffprobe.path;
  await makeLibraryMedia(ffmpeg, root);
}, 120_000);
afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** What ffprobe reads from a segment: its streams and where it starts. */
async function probeSegment(bytes: Buffer) {
  const file = path.join(root, `segment-${Math.random().toString(36).slice(2)}.ts`);
  await fs.writeFile(file, bytes);
  const { stdout } = await run(ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const json = JSON.parse(stdout) as {
    streams: {
      codec_name: string;
      codec_type: string;
      channels?: number;
      height?: number;
      tags?: { language?: string };
    }[];
    format: { start_time: string; duration: string; format_name: string };
  };
  return {
    streams: json.streams.map((s) => [s.codec_type, s.codec_name, s.channels ?? s.height]),
    languages: json.streams.map((s) => s.tags?.language),
    startS: Number(json.format.start_time),
    durationS: Number(json.format.duration),
    format: json.format.format_name,
  };
}

const plan = (overrides: Partial<TPlaybackDecision>): TPlaybackDecision => ({
  mode: 'transcode',
  audioIndex: 2,
  copyAudio: false,
  height: 180,
  burnInIndex: undefined,
  ...overrides,
});

describe('segments', () => {
  it('transcodes HEVC and AC-3 to H.264 and AAC stereo, from the segment start, in the chosen language', async () => {
    const file = path.join(root, 'hevc-ac3.mkv');
    const bytes = await makeSegment(
      ffmpeg,
      segmentArgs(file, { startS: 2, lengthS: 2 }, plan({ height: 90 })),
    );
    const segment = await probeSegment(bytes);
    expect(segment.format).toBe('mpegts');
    expect(segment.streams).toEqual([
      ['video', 'h264', 90],
      ['audio', 'aac', 2],
    ]);
    expect(segment.languages[1]).toBe('fra');
    expect(segment.startS).toBeGreaterThanOrEqual(1.9);
    expect(segment.startS).toBeLessThan(2.5);
    expect(segment.durationS).toBeGreaterThan(1.5);
    expect(segment.durationS).toBeLessThan(2.6);
  }, 60_000);

  it('copies the streams in a remux', async () => {
    const file = path.join(root, 'h264-aac.mp4');
    const remux = plan({ mode: 'remux', audioIndex: 1, copyAudio: true });
    const segment = await probeSegment(
      await makeSegment(ffmpeg, segmentArgs(file, { startS: 0, lengthS: 4 }, remux)),
    );
    expect(segment.streams).toEqual([
      ['video', 'h264', 180],
      ['audio', 'aac', 2],
    ]);
  }, 60_000);

  it('copies the video from a keyframe and makes the audio AAC stereo in the audio mode', async () => {
    const file = path.join(root, 'hevc-ac3.mkv');
    const audio = plan({ mode: 'audio', audioIndex: 2, copyAudio: false });
    const copy = { fromS: undefined, beforeDtsS: undefined };
    const segment = await probeSegment(
      await makeSegment(ffmpeg, segmentArgs(file, { startS: 0, lengthS: 4, copy }, audio)),
    );
    expect(segment.streams).toEqual([
      ['video', 'hevc', 180],
      ['audio', 'aac', 2],
    ]);
    expect(segment.languages[1]).toBe('fra');
    // The file's own times, one second later: the AAC encoder's delay starts a moment before zero.
    expect(segment.startS).toBeGreaterThan(COPY_TS_OFFSET_S - 0.1);
    expect(segment.startS).toBeLessThan(COPY_TS_OFFSET_S + 0.1);
  }, 60_000);

  it('rejects when ffmpeg fails', async () => {
    await expect(
      makeSegment(ffmpeg, segmentArgs(path.join(root, 'missing.mkv'), { startS: 0, lengthS: 6 }, plan({}))),
    ).rejects.toThrow(/ffmpeg failed/);
  });

  it('turns an embedded SubRip track into WebVTT', async () => {
    const vtt = await makeSegment(ffmpeg, subtitleArgs(path.join(root, 'hevc-ac3.mkv'), 3));
    expect(vtt.toString()).toMatch(/^WEBVTT[\s\S]*00:00\.5\d\d --> 00:02\.0\d\d\nHello/);
  });
});

describe('a burnt-in picture subtitle', () => {
  /** The colour of the picture's pixel (x, y) in the segment's frame a second in (24 frames a second). */
  async function pixelOf(segment: Buffer, x: number, y: number): Promise<string> {
    const file = path.join(root, `burnt-${Math.random().toString(36).slice(2)}.ts`);
    await fs.writeFile(file, segment);
    const { stdout } = await run(
      ffmpeg,
      [
        '-v',
        'error',
        '-i',
        file,
        '-vf',
        String.raw`select=eq(n\,24)`,
        '-frames:v',
        '1',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        'pipe:1',
      ],
      { encoding: 'buffer' },
    );
    const at = (y * 640 + x) * 3;
    return stdout.subarray(at, at + 3).toString('hex');
  }

  /**
   * A blue film of `filmS` seconds (a keyframe each second) with a VobSub white bar from 0 s to `barS` s, and the
   * burnt-in segment of 6 s made from `startS`.
   */
  async function burnInFilm(name: string, barS: number, filmS: number) {
    const { idx, sub } = vobSubBar(barS);
    await fs.writeFile(path.join(root, `${name}.idx`), idx);
    await fs.writeFile(path.join(root, `${name}.sub`), sub);
    const film = path.join(root, `${name}.mkv`);
    await run(ffmpeg, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=blue:size=640x360:rate=24:duration=${filmS}`],
      ...['-i', path.join(root, `${name}.idx`), '-map', '0:v', '-map', '1:s'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '24', '-c:s', 'dvdsub', film],
    ]);
    const burnIn = plan({ mode: 'transcode', audioIndex: undefined, height: 360, burnInIndex: 1 });
    return (startS: number) => makeSegment(ffmpeg, segmentArgs(film, { startS, lengthS: 6 }, burnIn));
  }
  const white = 'ffffff';

  it('is drawn in a segment that starts while it shows, and not once it has gone', async () => {
    // A bar shown from 0 s to 9 s of a 16 s film; segments of 6 s start at 0, 6, 12.
    const segmentAt = await burnInFilm('bar', 9, 16);
    expect(await pixelOf(await segmentAt(0), 320, 320)).toBe(white);
    // It began 6 s before this segment: still up at 7 s.
    expect(await pixelOf(await segmentAt(6), 320, 320)).toBe(white);
    // Gone at 9 s: nothing drawn at 13 s.
    expect(await pixelOf(await segmentAt(12), 320, 320)).not.toBe(white);
    // Above the bar, the film's own picture.
    expect(await pixelOf(await segmentAt(6), 320, 100)).not.toBe(white);
  }, 60_000);

  it('is drawn in a segment that starts long after it began, while it still shows', async () => {
    // A bar shown from 0 s to 30 s of a 36 s film: the segment from 24 s starts 24 s into it.
    const segmentAt = await burnInFilm('long-bar', 30, 36);
    expect(await pixelOf(await segmentAt(24), 320, 320)).toBe(white);
    expect(await pixelOf(await segmentAt(30), 320, 320)).not.toBe(white);
  }, 60_000);
});
