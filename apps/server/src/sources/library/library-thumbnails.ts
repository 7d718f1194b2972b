import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sourcePaths, type TLibraryThumbnailsAnswer } from '@marquee/contract';
import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  thumbnailSheet,
  thumbnailTile,
  thumbnailTrack,
} from '@marquee/domain';
import sharp, { type OverlayOptions } from 'sharp';
import { DiskCache } from '../../images/disk-cache.ts';
import { NotFoundError } from '../../shared/errors.ts';
import type { LibraryProbes } from './library-probes.ts';

// Seek-bar thumbnails of library files, taken by the server so no browser decodes a film to draw them: one
// sprite sheet per version of a file, made in the background when the file is first played or asked about,
// one file at a time, by ffmpeg at the lowest priority so playback and pages keep their share of the CPU.

/** The sprites kept under DATA_DIR by default (a two-hour film's is about 300 kB). */
export const THUMBNAIL_CACHE_MAX_BYTES = 256 * 1024 * 1024;
/** What a player asking while the sheet is made is told to wait before asking again. */
export const THUMBNAILS_RETRY_AFTER_S = 5;
/** One frame that takes longer is left black (a broken file, a sleeping disk). */
const FRAME_TIMEOUT_MS = 30_000;
/** The lowest priority there is (nice 19). */
const LOW_PRIORITY = 19;

export type TMakeSprite = (ffmpeg: string, file: string, durationS: number) => Promise<Buffer>;

export interface TLibraryThumbnailsOptions {
  root: string;
  probes: LibraryProbes;
  /** The ffmpeg binary; without one no thumbnails are made. */
  ffmpeg: string | undefined;
  cacheDir: string;
  cacheMaxBytes?: number;
  /** Tests count the sheets made. */
  makeSprite?: TMakeSprite;
}

/** One version of a file's thumbnails. */
interface TTarget {
  file: string;
  relativePath: string;
  version: string;
  durationS: number;
}

/** The ffmpeg arguments taking one frame near `timeS`, scaled into a tile (letterboxed), as a JPEG. */
export function frameArgs(file: string, timeS: number): string[] {
  const fit = `scale=${THUMBNAIL_WIDTH}:${THUMBNAIL_HEIGHT}:force_original_aspect_ratio=decrease`;
  const pad = `pad=${THUMBNAIL_WIDTH}:${THUMBNAIL_HEIGHT}:(ow-iw)/2:(oh-ih)/2`;
  return [
    ...['-hide_banner', '-v', 'error', '-nostdin', '-threads', '1'],
    // Only keyframes are decoded: the one at or before the time stands for it.
    ...['-skip_frame', 'nokey', '-ss', timeS.toFixed(3), '-noaccurate_seek', '-i', file],
    ...['-map', '0:v:0', '-frames:v', '1', '-vf', `${fit},${pad}`],
    ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-q:v', '4', 'pipe:1'],
  ];
}

/** Runs ffmpeg at the lowest priority; its output, or undefined when it fails. */
function lowPriorityFrame(ffmpeg: string, args: string[]): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const child = execFile(
      ffmpeg,
      args,
      { encoding: 'buffer', timeout: FRAME_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, windowsHide: true },
      (error, stdout) => resolve(!error && stdout.length > 0 ? stdout : undefined),
    );
    if (child.pid !== undefined) {
      try {
        os.setPriority(child.pid, LOW_PRIORITY);
      } catch {
        // Gone already, or a system that does not allow it: it runs at the normal priority.
      }
    }
  });
}

/** The sprite sheet of a file: each thumbnail's frame taken by its own short ffmpeg run, then tiled. */
export const makeSprite: TMakeSprite = async (ffmpeg, file, durationS) => {
  const sheet = thumbnailSheet(durationS);
  const tiles: OverlayOptions[] = [];
  for (const [index, time] of sheet.times.entries()) {
    const frame = await lowPriorityFrame(ffmpeg, frameArgs(file, time));
    if (!frame) continue;
    const { x, y } = thumbnailTile(index, sheet.columns);
    tiles.push({ input: frame, left: x, top: y });
  }
  if (tiles.length === 0) throw new Error('ffmpeg took no frame of this file');
  return sharp({ create: { width: sheet.width, height: sheet.height, channels: 3, background: '#000' } })
    .composite(tiles)
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
};

export class LibraryThumbnails {
  readonly cache: DiskCache;
  /** The one sheet being made; the next waits for it. */
  private queue: Promise<void> = Promise.resolve();
  private readonly queued = new Map<string, Promise<void>>();
  /** Versions ffmpeg could take no frame of: not tried again until the file changes or the server restarts. */
  private readonly failed = new Set<string>();
  /** Sheets made (tests read it). */
  made = 0;

  constructor(private readonly options: TLibraryThumbnailsOptions) {
    this.cache = new DiskCache(options.cacheDir, {
      maxBytes: options.cacheMaxBytes ?? THUMBNAIL_CACHE_MAX_BYTES,
    });
  }

  /** The file's current version; undefined when it has no picture or there is no ffmpeg. 404 for no such file. */
  private async targetOf(relativePath: string): Promise<TTarget | undefined> {
    const file = path.resolve(this.options.root, relativePath);
    if (!file.startsWith(this.options.root + path.sep)) throw new NotFoundError('No such media file');
    const answer = await this.options.probes.probeOf(relativePath);
    if (!answer.probe && answer.error === 'No such file') throw new NotFoundError('No such media file');
    if (!answer.probe?.video || !(answer.probe.durationS > 0) || !this.options.ffmpeg) return undefined;
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) throw new NotFoundError('No such media file');
    const version = createHash('sha256')
      .update(`${relativePath}\n${stat.size}\n${Math.floor(stat.mtimeMs)}`)
      .digest('hex')
      .slice(0, 24);
    return { file, relativePath, version, durationS: answer.probe.durationS };
  }

  private spriteName = (target: TTarget) => `${target.version}.jpg`;

  private async isMade(target: TTarget): Promise<boolean> {
    return fs.access(path.join(this.cache.root, this.spriteName(target))).then(
      () => true,
      () => false,
    );
  }

  /** Whether the thumbnails are made; asking starts them when they are not (a changed file is another version). */
  async status(relativePath: string): Promise<TLibraryThumbnailsAnswer> {
    const target = await this.targetOf(relativePath);
    if (!target || this.failed.has(target.version)) return { status: 'none' };
    if (await this.isMade(target)) {
      return { status: 'ready', track: sourcePaths.libraryThumbnailTrack(relativePath, target.version) };
    }
    this.enqueue(target);
    return { status: 'making', retryAfterS: THUMBNAILS_RETRY_AFTER_S };
  }

  /** A version's WebVTT track; 404 once the file changed, or before its sheet is made. */
  async track(relativePath: string, version: string): Promise<string> {
    const target = await this.targetOf(relativePath);
    if (!target || target.version !== version || !(await this.isMade(target))) {
      throw new NotFoundError('These thumbnails are not made (the file may have changed)');
    }
    return thumbnailTrack(target.durationS, sourcePaths.libraryThumbnailSprite(relativePath, version));
  }

  async sprite(relativePath: string, version: string): Promise<Buffer> {
    const target = await this.targetOf(relativePath);
    const bytes = target?.version === version ? await this.cache.read(this.spriteName(target)) : undefined;
    if (!bytes) throw new NotFoundError('These thumbnails are not made (the file may have changed)');
    return bytes;
  }

  private enqueue(target: TTarget): void {
    if (this.queued.has(target.version)) return;
    const make = this.options.makeSprite ?? makeSprite;
    const ffmpeg = this.options.ffmpeg!;
    const job = this.queue
      .then(async () => {
        // Made meanwhile by a job queued before a restart of this one: nothing to do.
        if (await this.isMade(target)) return;
        const bytes = await make(ffmpeg, target.file, target.durationS);
        await this.cache.write(this.spriteName(target), bytes);
        this.made += 1;
      })
      .catch(() => {
        this.failed.add(target.version);
      })
      .finally(() => this.queued.delete(target.version));
    this.queued.set(target.version, job);
    this.queue = job;
  }

  /** Resolves once every queued sheet is made or given up (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.queued.size > 0) await Promise.all(this.queued.values());
  }
}
