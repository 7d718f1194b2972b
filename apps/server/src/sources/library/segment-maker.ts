import { execFile } from 'node:child_process';
import { KEYFRAME_SEEK_MARGIN_S, type TPlaybackDecision, type TSegmentSpan } from '@marquee/domain';

// One HLS segment (MPEG-TS) of a library file, made by ffmpeg from where it starts: seeking before the
// input makes any segment as quick to make as the first, so a viewer can jump anywhere.

/**
 * Copied segments keep the file's own times, moved this far later: MPEG-TS has no times below zero, and an MP4's
 * first audio and decode times often are (encoder delay, B-frames).
 */
export const COPY_TS_OFFSET_S = 1;

/** The audio stream played, copied or made AAC stereo. */
function audioArgs(plan: TPlaybackDecision): string[] {
  if (plan.audioIndex === undefined) return [];
  const codec = plan.copyAudio ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-ac', '2', '-b:a', '160k'];
  return ['-map', `0:${plan.audioIndex}`, ...codec];
}

/**
 * How long before a segment a picture subtitle may have started and still be drawn in it: a burnt-in segment reads
 * the subtitles from this far back (a picture stays up until the next one, and seeking to the segment's start
 * would skip the one already showing). A minute holds the long ones (signs, a song's lyrics) that 10 s lost.
 * The cost is the look-back's packets read again for each segment. Measured (a 6 s segment made 720p): the same
 * time with 10 s and 60 s while the file is in the page cache, as it is when segments follow one another; out of
 * it (after a seek), 0.1 s more on a 6 Mbps file and 0.3-0.4 s more on a 30 Mbps one (1.3 s against 1.6-1.8 s).
 */
export const BURN_IN_LOOKBACK_S = 60;

/**
 * The subtitle input of a burnt-in segment: the same file from up to `BURN_IN_LOOKBACK_S` before the segment,
 * its times moved to match the picture's input; without accurate seeking, so the subtitle showing at the start
 * (whose time is before it) is kept rather than trimmed away.
 */
function burnInInput(file: string, startS: number): string[] {
  const from = Math.max(0, startS - BURN_IN_LOOKBACK_S);
  return [
    ...['-noaccurate_seek', '-ss', from.toFixed(3), '-itsoffset', (from - startS).toFixed(3)],
    ...['-i', file],
  ];
}

/** The ffmpeg arguments making one segment of `file` as the decision says (never 'direct'). */
export function segmentArgs(file: string, span: TSegmentSpan, plan: TPlaybackDecision): string[] {
  if (span.copy && plan.mode !== 'transcode') return copiedSegmentArgs(file, span.copy, plan);
  const isBurnIn = plan.mode === 'transcode' && plan.burnInIndex !== undefined;
  const video =
    plan.mode === 'transcode'
      ? [
          ...(plan.burnInIndex === undefined
            ? ['-map', '0:v:0', '-vf', `scale=-2:${plan.height}`]
            : [
                '-filter_complex',
                `[0:v:0][1:${plan.burnInIndex}]overlay=eof_action=pass,scale=-2:${plan.height}[v]`,
                '-map',
                '[v]',
              ]),
          ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
        ]
      : ['-map', '0:v:0', '-c:v', 'copy'];
  return [
    ...['-hide_banner', '-v', 'error', '-nostdin'],
    ...['-ss', span.startS.toFixed(3), '-i', file],
    ...(isBurnIn ? burnInInput(file, span.startS) : []),
    ...['-t', span.lengthS.toFixed(3)],
    ...video,
    ...audioArgs(plan),
    // The segment's timestamps are those of its place in the film, so segments follow one another.
    ...['-output_ts_offset', span.startS.toFixed(3), '-muxdelay', '0'],
    ...['-f', 'mpegts', 'pipe:1'],
  ];
}

/**
 * A segment whose video is copied, from one keyframe to the next span's: seeking just past the keyframe lands on
 * it, and the copy stops before the packet decoded at the next span's keyframe, so consecutive segments hold
 * every packet once.
 */
function copiedSegmentArgs(
  file: string,
  copy: NonNullable<TSegmentSpan['copy']>,
  plan: TPlaybackDecision,
): string[] {
  return [
    ...['-hide_banner', '-v', 'error', '-nostdin'],
    // -ss in the file's own times (not from its start time), every frame after the seek kept.
    ...(copy.fromS === undefined
      ? []
      : [
          '-seek_timestamp',
          '1',
          '-ss',
          (copy.fromS + KEYFRAME_SEEK_MARGIN_S).toFixed(6),
          '-noaccurate_seek',
        ]),
    ...['-copyts', '-i', file],
    ...(copy.beforeDtsS === undefined ? [] : ['-to', copy.beforeDtsS.toFixed(6)]),
    ...['-map', '0:v:0', '-c:v', 'copy'],
    ...audioArgs(plan),
    ...['-output_ts_offset', String(COPY_TS_OFFSET_S), '-muxdelay', '0', '-avoid_negative_ts', 'disabled'],
    ...['-f', 'mpegts', 'pipe:1'],
  ];
}

/** The ffmpeg arguments turning one text subtitle stream of `file` into WebVTT. */
export function subtitleArgs(file: string, index: number): string[] {
  return [
    '-hide_banner',
    '-v',
    'error',
    '-nostdin',
    '-i',
    file,
    '-map',
    `0:${index}`,
    '-f',
    'webvtt',
    'pipe:1',
  ];
}

/** What ffmpeg writes (a segment, a subtitle file); a stopped or failed ffmpeg rejects. */
export function ffmpegOutput(ffmpeg: string, args: string[], signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpeg,
      args,
      { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, windowsHide: true, ...(signal ? { signal } : {}) },
      (error, stdout, stderr) => {
        if (!error) {
          resolve(stdout);
          return;
        }
        const reason = stderr.toString().trim() || error.message;
        reject(new Error(`ffmpeg failed: ${reason}`));
      },
    );
  });
}
