import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { findMediaTools, type TMediaTools } from '../../src/sources/library/media-tools.ts';

// Tiny media files for the library tests, made by ffmpeg at set-up (a few seconds, 320x180).

const run = promisify(execFile);

export const SAMPLE_SRT =
  '1\n00:00:00,500 --> 00:00:02,000\nHello\n\n2\n00:00:02,500 --> 00:00:04,000\nWorld\n';

/** Test picture and tones, `seconds` long. */
const sources = (seconds: number) => [
  ...['-f', 'lavfi', '-i', `testsrc2=size=320x180:rate=24:duration=${seconds}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
  ...['-f', 'lavfi', '-i', `sine=frequency=660:duration=${seconds}`],
];

/** The ffmpeg and ffprobe the tests make and read media with. */
export async function testMediaTools(): Promise<Required<TMediaTools>> {
  const tools = await findMediaTools();
  if (!tools.ffmpeg || !tools.ffprobe) throw new Error('The library tests need ffmpeg and ffprobe');
  return { ffmpeg: tools.ffmpeg, ffprobe: tools.ffprobe };
}

/**
 * Makes under `dir`: an MKV with HEVC, AC-3 5.1 in English and French and a Spanish SubRip track
 * (`hevc-ac3.mkv`), and an MP4 with H.264 and AAC stereo (`h264-aac.mp4`).
 */
export async function makeLibraryMedia(ffmpeg: string, dir: string, seconds = 4): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const srt = path.join(dir, 'sample.srt.txt');
  await fs.writeFile(srt, SAMPLE_SRT);
  const quiet = ['-v', 'error', '-y'];
  await run(ffmpeg, [
    ...quiet,
    ...sources(seconds),
    ...['-f', 'srt', '-i', srt],
    ...['-map', '0:v', '-map', '1:a', '-map', '2:a', '-map', '3:s'],
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error'],
    ...['-c:a', 'ac3', '-ac', '6', '-b:a', '192k', '-c:s', 'srt'],
    ...[
      '-metadata:s:a:0',
      'language=eng',
      '-metadata:s:a:1',
      'language=fra',
      '-metadata:s:s:0',
      'language=spa',
    ],
    path.join(dir, 'hevc-ac3.mkv'),
  ]);
  await run(ffmpeg, [
    ...quiet,
    ...sources(seconds).slice(0, 8),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-ac', '2'],
    ...['-movflags', '+faststart'],
    path.join(dir, 'h264-aac.mp4'),
  ]);
  await fs.rm(srt);
}
