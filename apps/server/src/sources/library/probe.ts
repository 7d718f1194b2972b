import { execFile, spawn } from 'node:child_process';
import readline from 'node:readline';
import {
  TEXT_SUBTITLE_CODECS,
  type THdr,
  type TKeyframe,
  type TMediaProbe,
  type TProbedAudio,
  type TProbedSubtitle,
  type TProbedVideo,
} from '@marquee/domain';
import { z } from 'zod';

// Reading what a library file holds from ffprobe's JSON (-print_format json -show_format -show_streams).

const ZTags = z.record(z.string(), z.unknown()).optional();
const ZStream = z.object({
  index: z.number().int(),
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  profile: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  pix_fmt: z.string().optional(),
  bits_per_raw_sample: z.string().optional(),
  color_transfer: z.string().optional(),
  channels: z.number().optional(),
  disposition: z.record(z.string(), z.unknown()).optional(),
  side_data_list: z.array(z.record(z.string(), z.unknown())).optional(),
  tags: ZTags,
});
const ZProbeOutput = z.object({
  streams: z.array(z.unknown()).default([]),
  format: z.object({ format_name: z.string().optional(), duration: z.string().optional() }).optional(),
});

type TStream = z.infer<typeof ZStream>;

/** A tag whatever its case (Matroska writes LANGUAGE in some files, language in others). */
function tag(stream: TStream, name: string): string | undefined {
  const entry = Object.entries(stream.tags ?? {}).find(([key]) => key.toLowerCase() === name);
  const value = typeof entry?.[1] === 'string' ? entry[1].trim() : '';
  return value && value !== 'und' ? value : undefined;
}

const flag = (stream: TStream, name: string) => stream.disposition?.[name] === 1;

/** ffprobe's format names list several muxers; the first is the container's own. */
function containerOf(formatName: string | undefined): string {
  const first = (formatName ?? 'unknown').split(',')[0]!;
  return first === 'mov' ? 'mp4' : first;
}

function bitDepthOf(stream: TStream): number {
  const fromPixels = /p(\d{2})(le|be)$/.exec(stream.pix_fmt ?? '')?.[1];
  return Number(fromPixels ?? stream.bits_per_raw_sample ?? 8) || 8;
}

function hdrOf(stream: TStream): THdr | undefined {
  const dolbyVision = stream.side_data_list?.some((d) => String(d['side_data_type']).includes('DOVI'));
  if (dolbyVision || stream.codec_name === 'dvhe' || stream.codec_name === 'dvh1') return 'dolby-vision';
  if (stream.color_transfer === 'smpte2084') return 'hdr10';
  if (stream.color_transfer === 'arib-std-b67') return 'hlg';
  return undefined;
}

function videoOf(stream: TStream): TProbedVideo {
  return {
    codec: stream.codec_name ?? 'unknown',
    profile: stream.profile,
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    bitDepth: bitDepthOf(stream),
    hdr: hdrOf(stream),
  };
}

function audioOf(stream: TStream): TProbedAudio {
  return {
    index: stream.index,
    codec: stream.codec_name ?? 'unknown',
    channels: stream.channels ?? 2,
    language: tag(stream, 'language'),
    title: tag(stream, 'title'),
    isDefault: flag(stream, 'default'),
  };
}

function subtitleOf(stream: TStream): TProbedSubtitle {
  const codec = stream.codec_name ?? 'unknown';
  return {
    index: stream.index,
    codec,
    kind: TEXT_SUBTITLE_CODECS.includes(codec) ? 'text' : 'image',
    language: tag(stream, 'language'),
    title: tag(stream, 'title'),
    forced: flag(stream, 'forced'),
  };
}

export class ProbeError extends Error {}

/** What a file holds, from ffprobe's JSON; throws a ProbeError on output that is not ffprobe's. */
export function parseProbe(json: unknown): TMediaProbe {
  const parsed = ZProbeOutput.safeParse(json);
  if (!parsed.success) throw new ProbeError('Not the output of ffprobe');
  const streams = parsed.data.streams.flatMap((raw) => {
    const stream = ZStream.safeParse(raw);
    return stream.success ? [stream.data] : [];
  });
  // Cover art in an MP4 or MKV is a video stream too: it is no picture to play.
  const video = streams.find((s) => s.codec_type === 'video' && !flag(s, 'attached_pic'));
  const duration = Number(parsed.data.format?.duration);
  return {
    container: containerOf(parsed.data.format?.format_name),
    durationS: Number.isFinite(duration) && duration > 0 ? duration : 0,
    video: video ? videoOf(video) : undefined,
    audio: streams.filter((s) => s.codec_type === 'audio').map(audioOf),
    subtitles: streams.filter((s) => s.codec_type === 'subtitle').map(subtitleOf),
  };
}

/** A probe that takes longer is given up (a file on a sleeping disk, a broken network share). */
const PROBE_TIMEOUT_MS = 60_000;

/** Runs ffprobe on one file. */
export function probeFile(ffprobe: string, file: string): Promise<TMediaProbe> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file];
  return new Promise((resolve, reject) => {
    execFile(
      ffprobe,
      args,
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new ProbeError(`ffprobe could not read the file: ${String(stderr).trim() || error.message}`),
          );
          return;
        }
        try {
          resolve(parseProbe(JSON.parse(stdout)));
        } catch (parseError) {
          reject(parseError instanceof ProbeError ? parseError : new ProbeError('ffprobe answered no JSON'));
        }
      },
    );
  });
}

/** One line of ffprobe's packet listing (`pts_time,dts_time,flags`): a keyframe's times, else undefined. */
export function keyframeOf(line: string): TKeyframe | undefined {
  const [pts, dts, flags] = line.split(',');
  if (!flags?.startsWith('K')) return undefined;
  const ptsS = Number(pts);
  // Matroska stores no decode times: the first packet's is unknown.
  const dtsS = dts === 'N/A' ? ptsS : Number(dts);
  return Number.isFinite(ptsS) && Number.isFinite(dtsS) ? [ptsS, dtsS] : undefined;
}

/** Reading every packet of a long film from a slow disk takes a while; past this the file gets fixed spans. */
const KEYFRAMES_TIMEOUT_MS = 180_000;

/**
 * The keyframes of a file's first video stream, from its packets' flags (read, not decoded). The listing of a
 * long film runs to megabytes, so it is read line by line.
 */
export function readKeyframes(ffprobe: string, file: string): Promise<TKeyframe[]> {
  const args = [
    ...['-v', 'error', '-select_streams', 'v:0'],
    ...['-show_entries', 'packet=pts_time,dts_time,flags', '-of', 'csv=p=0', file],
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffprobe, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const timer = setTimeout(() => child.kill('SIGKILL'), KEYFRAMES_TIMEOUT_MS);
    const keyframes: TKeyframe[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const keyframe = keyframeOf(line);
      if (keyframe) keyframes.push(keyframe);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ProbeError(`ffprobe could not run: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(keyframes.sort((a, b) => a[0] - b[0]));
      else reject(new ProbeError(`ffprobe could not list the keyframes: ${stderr.trim() || `exit ${code}`}`));
    });
  });
}
