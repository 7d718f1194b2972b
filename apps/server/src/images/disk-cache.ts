import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pruneFolder } from './cache-prune.ts';

/** An image ready to send: its bytes, media type and entity tag, and whether it was already on disk. */
export interface TImageFile {
  bytes: Buffer;
  contentType: string;
  etag: string;
  fromCache?: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** A file served is marked used (its time set to now) at most this often, so hits rarely write. */
const TOUCH_INTERVAL_MS = 60 * 60_000;
/** Pruning removes files down to this share of the limit, so it does not run again at the next write. */
const PRUNE_TARGET_SHARE = 0.9;
/** The least time between two prunes (each walks the whole folder). */
export const DEFAULT_PRUNE_INTERVAL_MS = 30_000;

/** A strong entity tag from the bytes themselves, so every instance gives the same tag for the same image. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

export function imageFile(bytes: Buffer, file: string, fromCache = false): TImageFile {
  return {
    bytes,
    contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    etag: etagOf(bytes),
    fromCache,
  };
}

export interface TDiskCacheOptions {
  /** The most bytes kept; the least recently used files go first. Unlimited when absent. */
  maxBytes?: number;
  pruneIntervalMs?: number;
}

/**
 * Images kept on disk under one folder, each produced once: concurrent requests for a missing file share
 * one production, and files are written whole (to a temporary name, then renamed) so a reader never sees
 * half a file. Past maxBytes, a prune runs in the background after a write (throttled), never in a request.
 */
export class DiskCache {
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** Bytes on disk at the last prune plus those written since; unknown until the first prune. */
  private knownBytes: number | undefined;
  private pruning: Promise<void> | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  /** A write came during a prune, which may not have seen it: look again once it ends. */
  private wroteWhilePruning = false;
  private lastPruneAt = 0;
  /** How many files were produced (not found on disk); tests read it. */
  produced = 0;

  constructor(
    readonly root: string,
    private readonly options: TDiskCacheOptions = {},
  ) {}

  private resolve(file: string): string {
    const full = path.resolve(this.root, file);
    // Callers pass checked names; this guards the folder even if one did not.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Cache path escapes its folder: ${file}`);
    }
    return full;
  }

  async read(file: string): Promise<Buffer | undefined> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.resolve(file), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const [bytes, stat] = await Promise.all([handle.readFile(), handle.stat()]);
      const now = Date.now();
      if (now - stat.mtimeMs > TOUCH_INTERVAL_MS) await handle.utimes(now / 1000, now / 1000).catch(() => {});
      return bytes;
    } finally {
      await handle.close();
    }
  }

  async write(file: string, bytes: Buffer): Promise<void> {
    const full = this.resolve(file);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const temporary = `${full}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, full);
    this.afterWrite(bytes.length);
  }

  /**
   * The cached file, or what produce() gives (then stored). `admit` runs before a production this request
   * starts (not when it joins one under way), and may refuse it by throwing.
   */
  async getOrCreate(
    file: string,
    produce: () => Promise<Buffer>,
    admit?: () => Promise<void>,
  ): Promise<TImageFile> {
    const cached = await this.read(file);
    if (cached) return imageFile(cached, file, true);
    let job = this.pending.get(file);
    if (!job) {
      await admit?.();
      job = this.pending.get(file) ?? this.start(file, produce);
    }
    return imageFile(await job, file);
  }

  private start(file: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    const job = (async () => {
      const bytes = await produce();
      this.produced += 1;
      await this.write(file, bytes);
      return bytes;
    })().finally(() => this.pending.delete(file));
    this.pending.set(file, job);
    return job;
  }

  private afterWrite(size: number): void {
    const { maxBytes } = this.options;
    if (maxBytes === undefined) return;
    if (this.knownBytes !== undefined) this.knownBytes += size;
    if (this.knownBytes !== undefined && this.knownBytes <= maxBytes) return;
    if (this.pruning) this.wroteWhilePruning = true;
    this.schedulePrune();
  }

  private schedulePrune(): void {
    if (this.pruning || this.pruneTimer) return;
    const interval = this.options.pruneIntervalMs ?? DEFAULT_PRUNE_INTERVAL_MS;
    const wait = Math.max(0, this.lastPruneAt + interval - Date.now());
    this.pruneTimer = setTimeout(() => {
      this.pruneTimer = undefined;
      void this.prune();
    }, wait);
    this.pruneTimer.unref();
  }

  /** Brings the folder within maxBytes now (the background prune calls this; tests may too). */
  prune(): Promise<void> {
    const { maxBytes } = this.options;
    if (maxBytes === undefined) return Promise.resolve();
    this.pruning ??= pruneFolder(this.root, maxBytes, maxBytes * PRUNE_TARGET_SHARE)
      .then((left) => {
        this.knownBytes = left;
      })
      .catch(() => {
        this.knownBytes = undefined;
      })
      .finally(() => {
        this.pruning = undefined;
        this.lastPruneAt = Date.now();
        if (this.wroteWhilePruning) {
          this.wroteWhilePruning = false;
          this.schedulePrune();
        }
      });
    return this.pruning;
  }

  /** Resolves when no prune is running or waiting (for tests and shutdown). */
  async settled(): Promise<void> {
    while (this.pruning || this.pruneTimer) {
      if (this.pruneTimer) {
        clearTimeout(this.pruneTimer);
        this.pruneTimer = undefined;
        await this.prune();
      } else {
        await this.pruning;
      }
    }
  }
}
