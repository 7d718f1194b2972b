import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findMediaTools } from '../../apps/server/src/sources/library/media-tools.ts';
import { vobSubBar } from '../../apps/server/test/support/vobsub.ts';

// The e2e server's LIBRARY_DIR: a few seconds of test pattern per way a library file can play, made by ffmpeg
// once (kept between runs, under a name that changes with the recipe) before the tests run. The files are
// tagged for The Third Man, which no other test plays.

const run = promisify(execFile);
const RECIPE_VERSION = 3;

/** Where the files are; the server lists the folder at its first source search, after this set-up. */
export const E2E_LIBRARY_DIR = path.join(os.tmpdir(), `marquee-e2e-library-v${RECIPE_VERSION}`);
export const LIBRARY_TITLE = { id: 1092, page: '/movies/1092-the-third-man' };
const FOLDER = `The Third Man {tmdb-${LIBRARY_TITLE.id}}`;
/**
 * Every file lasts this long: many 6-second segments, so a seek to the middle needs another one, and long enough
 * that a test on a busy machine still finds the file playing after a few slow steps (not at its end).
 */
export const LIBRARY_MEDIA_S = 60;

const picture = (size: string) => [
  ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=24:duration=${LIBRARY_MEDIA_S}`],
];
const tone = (frequency: number) => [
  ...['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${LIBRARY_MEDIA_S}`],
];
// A key frame every second: copied video cut into segments starts each one on a key frame.
const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '24', '-pix_fmt', 'yuv420p'];
const hevc = [
  '-c:v',
  'libx265',
  '-preset',
  'ultrafast',
  '-x265-params',
  'keyint=24:min-keyint=24:log-level=error',
];
const language = (stream: string, code: string) => [`-metadata:s:${stream}`, `language=${code}`];

/** The sources the title gets, by the name the player lists them under ('Library: direct'). */
export const LIBRARY_FILES = {
  /** MP4, H.264 and AAC at 720p: played as it is; qualities original and 480p. */
  direct: {
    file: 'direct.mp4',
    args: [...picture('1280x720'), ...tone(440), ...h264, '-c:a', 'aac', '-movflags', '+faststart'],
  },
  /** MKV, H.264 with German then English AAC: the preferred English is no first track, so remuxed. */
  remux: {
    file: 'remux.mkv',
    args: [
      ...picture('640x360'),
      ...tone(330),
      ...tone(660),
      ...['-map', '0:v', '-map', '1:a', '-map', '2:a', ...h264, '-c:a', 'aac'],
      ...language('a:0', 'ger'),
      ...language('a:1', 'eng'),
    ],
  },
  /** MKV, H.264 with AC-3, which Chromium does not decode: the audio is made AAC. */
  audio: {
    file: 'audio.mkv',
    args: [...picture('640x360'), ...tone(550), ...h264, '-c:a', 'ac3', ...language('a:0', 'eng')],
  },
  /** MKV, HEVC with German and English AC-3 and an English SRT: transcoded; a French sidecar beside it. */
  transcode: {
    file: 'transcode.mkv',
    args: [
      ...picture('640x360'),
      ...tone(330),
      ...tone(660),
      ...['-i', 'embedded.srt'],
      ...['-map', '0:v', '-map', '1:a', '-map', '2:a', '-map', '3:s', ...hevc, '-c:a', 'ac3', '-c:s', 'srt'],
      ...language('a:0', 'ger'),
      ...language('a:1', 'eng'),
      ...language('s:0', 'eng'),
    ],
  },
  /** MKV, H.264 and AAC with an English VobSub (a white bar from start to end): burnt in by a transcode. */
  burnIn: {
    file: 'burn-in.mkv',
    args: [
      ...picture('640x360'),
      ...tone(440),
      ...['-i', 'bar.idx'],
      ...['-map', '0:v', '-map', '1:a', '-map', '2:s', ...h264, '-c:a', 'aac', '-c:s', 'dvdsub'],
      ...language('a:0', 'eng'),
      ...language('s:0', 'eng'),
    ],
  },
} as const;

export const EMBEDDED_CAPTION_TEXT = 'Words of the embedded track';
const SIDECAR_CAPTION_TEXT = 'Mots du fichier à côté';

/** An SRT time stamp (hh:mm:ss,mmm) for whole seconds under an hour. */
const srtTime = (seconds: number) =>
  `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')},000`;
const srt = (text: string) => `1\n${srtTime(0)} --> ${srtTime(LIBRARY_MEDIA_S)}\n${text}\n\n`;

async function isMade(): Promise<boolean> {
  return fs
    .access(path.join(E2E_LIBRARY_DIR, FOLDER, 'done'))
    .then(() => true)
    .catch(() => false);
}

/** Makes the library once; without ffmpeg it throws under CI, and elsewhere says the library tests will fail. */
export default async function makeLibraryMedia(): Promise<void> {
  if (await isMade()) return;
  const { ffmpeg } = await findMediaTools({ configured: { ffmpeg: process.env.FFMPEG_PATH } });
  if (!ffmpeg) {
    const message =
      'No ffmpeg found (system, FFMPEG_PATH or @ffmpeg-installer): the library tests cannot run';
    if (process.env.CI) throw new Error(message);
    console.warn(message);
    return;
  }
  const work = await fs.mkdtemp(`${E2E_LIBRARY_DIR}-making-`);
  const folder = path.join(work, FOLDER);
  await fs.mkdir(folder);
  const { idx, sub } = vobSubBar(LIBRARY_MEDIA_S);
  await fs.writeFile(path.join(work, 'bar.idx'), idx);
  await fs.writeFile(path.join(work, 'bar.sub'), sub);
  await fs.writeFile(path.join(work, 'embedded.srt'), srt(EMBEDDED_CAPTION_TEXT));
  await fs.writeFile(path.join(folder, 'transcode.fr.srt'), srt(SIDECAR_CAPTION_TEXT));
  await Promise.all(
    Object.values(LIBRARY_FILES).map(({ file, args }) =>
      run(ffmpeg.path, ['-hide_banner', '-v', 'error', '-y', ...args, path.join(FOLDER, file)], {
        cwd: work,
      }),
    ),
  );
  await fs.writeFile(path.join(folder, 'done'), '');
  await Promise.all(['bar.idx', 'bar.sub', 'embedded.srt'].map((name) => fs.rm(path.join(work, name))));
  // Another run may have finished first: its files are as good.
  await fs.rename(work, E2E_LIBRARY_DIR).catch(() => fs.rm(work, { recursive: true, force: true }));
}
