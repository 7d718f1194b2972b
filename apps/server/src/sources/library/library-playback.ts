import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  sourcePaths,
  ZLibraryHlsQuery,
  type TLibraryHlsQuery,
  type TLibraryPlaybackAnswer,
  type TLibraryPlaybackBody,
} from '@marquee/contract';
import {
  decidePlayback,
  fixedSpans,
  keyframeSpans,
  qualitiesOf,
  vodPlaylist,
  type TMediaProbe,
  type TPlaybackDecision,
  type TSegmentSpan,
} from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import { DiskCache } from '../../images/disk-cache.ts';
import { NotFoundError } from '../../shared/errors.ts';
import { LibraryProbes } from './library-probes.ts';
import { LibraryThumbnails } from './library-thumbnails.ts';
import type { TMediaTools } from './media-tools.ts';
import { ffmpegOutput, segmentArgs, subtitleArgs } from './segment-maker.ts';
import {
  TranscodeLimitError,
  Transcodes,
  TranscodeStoppedError,
  type TRunningTranscode,
} from './transcodes.ts';

export interface TLibraryPlaybackOptions {
  root: string;
  db: TDb;
  tools: TMediaTools;
  /** Where segments are kept (under DATA_DIR), and how many bytes at most. */
  cacheDir: string;
  cacheMaxBytes: number;
  /** Where the seek-bar thumbnails are kept (under DATA_DIR). */
  thumbnailsDir: string;
  maxTranscodes: number;
  now?: () => number;
  /** How often idle transcodes are looked for. */
  sweepMs?: number;
}

/** The query of a plan's playlist and segments. */
function planQuery(file: string, plan: TPlaybackDecision): Record<string, string> {
  return {
    file,
    mode: plan.mode,
    height: String(plan.height),
    ...(plan.audioIndex === undefined ? {} : { audio: String(plan.audioIndex) }),
    copyAudio: plan.copyAudio ? '1' : '0',
    ...(plan.burnInIndex === undefined ? {} : { burnIn: String(plan.burnInIndex) }),
  };
}

/** The transcode a plan's segments are made in: one per file and plan, whoever watches. */
function transcodeKey(file: string, plan: TPlaybackDecision): string {
  return `${file}\n${JSON.stringify(planQuery(file, plan))}`;
}

/** The plan of a playlist URL this server handed out, if it is one. */
function planOfPlaylist(url: string): TLibraryHlsQuery | undefined {
  const [pathname, search] = url.split('?', 2);
  if (pathname !== sourcePaths.libraryPlaylist({}).split('?')[0]) return undefined;
  const query = ZLibraryHlsQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
  return query.success ? query.data : undefined;
}

function planOf(query: TLibraryHlsQuery): TPlaybackDecision {
  return {
    mode: query.mode,
    height: query.height,
    audioIndex: query.audio,
    copyAudio: query.copyAudio === '1',
    burnInIndex: query.mode === 'transcode' ? query.burnIn : undefined,
  };
}

/** A transcode's life: stopping it stops the ffmpeg runs making its segments. */
function transcodeSession(): TRunningTranscode & { signal: AbortSignal } {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    stop: () => controller.abort(),
    ended: new Promise((resolve) => controller.signal.addEventListener('abort', resolve, { once: true })),
  };
}

/**
 * Library files for browsers that cannot play them as they are: the decision per browser, and HLS playlists
 * whose segments ffmpeg makes on demand, kept in a bounded cache.
 */
export class LibraryPlayback {
  readonly probes: LibraryProbes;
  readonly segments: DiskCache;
  readonly transcodes: Transcodes;
  readonly thumbnails: LibraryThumbnails;
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly options: TLibraryPlaybackOptions) {
    this.probes = new LibraryProbes(options.db, options.root, options.tools.ffprobe?.path);
    this.segments = new DiskCache(options.cacheDir, { maxBytes: options.cacheMaxBytes });
    this.transcodes = new Transcodes({
      max: options.maxTranscodes,
      ...(options.now ? { now: options.now } : {}),
    });
    this.thumbnails = new LibraryThumbnails({
      root: options.root,
      probes: this.probes,
      ffmpeg: options.tools.ffmpeg?.path,
      cacheDir: options.thumbnailsDir,
    });
    this.sweep = setInterval(() => this.transcodes.stopIdle(), options.sweepMs ?? 10_000);
    this.sweep.unref();
  }

  close(): void {
    clearInterval(this.sweep);
    this.transcodes.stopAll();
  }

  /** The file under the library a checked relative path names (404 when it leaves it). */
  private inside(relativePath: string): string {
    const file = path.resolve(this.options.root, relativePath);
    if (!file.startsWith(this.options.root + path.sep)) throw new NotFoundError('No such media file');
    return file;
  }

  private async probeOf(relativePath: string): Promise<TMediaProbe | undefined> {
    this.inside(relativePath);
    const answer = await this.probes.probeOf(relativePath);
    if (!answer.probe && answer.error === 'No such file') throw new NotFoundError('No such media file');
    return answer.probe;
  }

  async decide(body: TLibraryPlaybackBody): Promise<TLibraryPlaybackAnswer> {
    const probe = await this.probeOf(body.path);
    const direct = { mode: 'direct' as const, url: sourcePaths.libraryFile(body.path) };
    // Without ffmpeg, or a file ffprobe cannot read, the file is handed over as it is: maybe it plays.
    if (!probe || !this.options.tools.ffmpeg) {
      return {
        ...direct,
        durationS: probe?.durationS ?? 0,
        height: 0,
        qualities: ['original'],
        audio: [],
        subtitles: [],
      };
    }
    // The seek bar's thumbnails are started with the first play, so they are usually there by the first seek.
    if (probe.video) void this.thumbnails.status(body.path).catch(() => {});
    const plan = decidePlayback(probe, body.capabilities, body);
    const key = transcodeKey(body.path, plan);
    const left = body.replaces === undefined ? undefined : planOfPlaylist(body.replaces);
    const leftKey = left && transcodeKey(left.file, planOf(left));
    if (leftKey !== undefined && leftKey !== key) this.transcodes.stop(leftKey);
    // Refused now rather than at the first segment: the player says so before anything plays.
    if (plan.mode !== 'direct' && !this.transcodes.hasRoomFor(key)) throw new TranscodeLimitError();
    return {
      mode: plan.mode,
      url: plan.mode === 'direct' ? direct.url : sourcePaths.libraryPlaylist(planQuery(body.path, plan)),
      durationS: probe.durationS,
      height: plan.height,
      audioIndex: plan.audioIndex,
      burnInIndex: plan.burnInIndex,
      qualities: qualitiesOf(probe),
      audio: probe.audio.map(({ isDefault: _, ...track }) => track),
      subtitles: probe.subtitles.map(({ codec: _, ...track }) => ({
        ...track,
        ...(track.kind === 'text' ? { url: sourcePaths.librarySubtitle(body.path, track.index) } : {}),
      })),
    };
  }

  async playlist(query: TLibraryHlsQuery): Promise<string> {
    const probe = await this.probeOf(query.file);
    if (!probe) throw new NotFoundError('This file cannot be read');
    const plan = planOf(query);
    const spans = await this.spansOf(query.file, probe, plan);
    return vodPlaylist(spans, (index) => sourcePaths.librarySegment(index, planQuery(query.file, plan)));
  }

  /** A transcode's encoder starts each segment on a keyframe of its own; copied video is cut on the file's. */
  private async spansOf(
    relativePath: string,
    probe: TMediaProbe,
    plan: TPlaybackDecision,
  ): Promise<TSegmentSpan[]> {
    if (plan.mode === 'transcode') return fixedSpans(probe.durationS);
    return keyframeSpans(await this.probes.keyframesOf(relativePath), probe.durationS);
  }

  /** An embedded text subtitle as WebVTT, extracted once and kept with the segments. */
  async subtitle(index: number, relativePath: string): Promise<string> {
    const ffmpeg = this.options.tools.ffmpeg?.path;
    const probe = await this.probeOf(relativePath);
    const track = probe?.subtitles.find((s) => s.index === index && s.kind === 'text');
    if (!ffmpeg || !track) throw new NotFoundError('No such subtitle track');
    const file = this.inside(relativePath);
    const folder = await this.cacheFolder(file, relativePath);
    const cached = await this.segments.getOrCreate(`${folder}/subtitle-${index}.vtt`, () =>
      ffmpegOutput(ffmpeg, subtitleArgs(file, index)),
    );
    return cached.bytes.toString('utf8');
  }

  /** The cache folder of a file and what is made of it; a changed file is another file. */
  private async cacheFolder(file: string, key: string): Promise<string> {
    const stat = await fs.stat(file);
    return createHash('sha256').update(`${key}\n${stat.size}\n${stat.mtimeMs}`).digest('hex').slice(0, 32);
  }

  async segment(index: number, query: TLibraryHlsQuery): Promise<Buffer> {
    const ffmpeg = this.options.tools.ffmpeg?.path;
    const probe = await this.probeOf(query.file);
    const plan = planOf(query);
    const span = probe && (await this.spansOf(query.file, probe, plan))[index];
    if (!ffmpeg || !span) throw new NotFoundError('No such segment');
    const file = this.inside(query.file);
    const key = transcodeKey(query.file, plan);
    const folder = await this.cacheFolder(file, key);
    this.transcodes.touch(key);
    let session: ReturnType<typeof transcodeSession> | undefined;
    const cached = await this.segments.getOrCreate(
      // Keyframe-aligned segments are named apart from the fixed ones an older version may have kept.
      `${folder}/${index}${span.copy ? '-k' : ''}.ts`,
      () =>
        ffmpegOutput(ffmpeg, segmentArgs(file, span, plan), session?.signal).catch((error: unknown) => {
          // Stopped on purpose: no failure of ffmpeg's.
          throw session?.signal.aborted ? new TranscodeStoppedError() : error;
        }),
      async () => {
        session = this.transcodes.use(key, transcodeSession) as ReturnType<typeof transcodeSession>;
      },
    );
    return cached.bytes;
  }
}
