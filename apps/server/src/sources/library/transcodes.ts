import os from 'node:os';
import { HttpError } from '../../shared/errors.ts';

// The running transcodes of the library: at most `max` at once, one per file and quality whoever watches it,
// each stopped when nobody has read from it for `idleMs`.

/** A transcode as it runs (an ffmpeg process in the server; a fake in tests). */
export interface TRunningTranscode {
  stop(): void;
  /** Settles when the work ends by itself (end of file, or a failure). */
  ended: Promise<unknown>;
}

/** Transcodes at once by default: half the cores, at least one, so the site keeps answering meanwhile. */
export function defaultTranscodeLimit(cores = os.availableParallelism()): number {
  return Math.max(1, Math.floor(cores / 2));
}

/** How long a transcode nobody reads from lives on. */
export const TRANSCODE_IDLE_MS = 60_000;

/** Answered 503: the player tries again. */
export class TranscodeLimitError extends HttpError {
  constructor() {
    super(503, 'The server is converting as many videos as it can: try again in a minute');
  }
}

/**
 * A segment asked of a transcode that was stopped while ffmpeg made it (idle, or left for another choice): the
 * player that asked has moved on, and a new request starts the transcode again.
 */
export class TranscodeStoppedError extends HttpError {
  constructor() {
    super(409, 'This conversion was stopped: ask for the video again');
  }
}

interface TEntry {
  job: TRunningTranscode;
  lastReadAt: number;
}

export class Transcodes {
  private readonly running = new Map<string, TEntry>();

  constructor(
    private readonly options: {
      max: number;
      idleMs?: number;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The transcode of `key` (file and quality), started by `start` when none runs; a reader counts as a read. */
  use(key: string, start: () => TRunningTranscode): TRunningTranscode {
    this.stopIdle();
    const known = this.running.get(key);
    if (known) {
      known.lastReadAt = this.now();
      return known.job;
    }
    if (this.running.size >= this.options.max) throw new TranscodeLimitError();
    const job = start();
    const entry = { job, lastReadAt: this.now() };
    this.running.set(key, entry);
    void job.ended.then(
      () => this.forget(key, entry),
      () => this.forget(key, entry),
    );
    return job;
  }

  /** Whether `use(key)` would be let through now: it runs already, or a slot is free. */
  hasRoomFor(key: string): boolean {
    this.stopIdle();
    return this.running.has(key) || this.running.size < this.options.max;
  }

  /** A read of `key`'s output keeps it alive. */
  touch(key: string): void {
    const entry = this.running.get(key);
    if (entry) entry.lastReadAt = this.now();
  }

  /** Stops one transcode, such as when a seek far away starts it again from elsewhere. */
  stop(key: string): void {
    const entry = this.running.get(key);
    if (!entry) return;
    this.running.delete(key);
    entry.job.stop();
  }

  /** Stops those nobody read from for the idle time; run on a timer and before each start. */
  stopIdle(): void {
    const idleMs = this.options.idleMs ?? TRANSCODE_IDLE_MS;
    for (const [key, entry] of this.running) {
      if (this.now() - entry.lastReadAt >= idleMs) this.stop(key);
    }
  }

  /** The keys running now. */
  keys(): string[] {
    return [...this.running.keys()];
  }

  stopAll(): void {
    for (const key of this.keys()) this.stop(key);
  }

  private forget(key: string, entry: TEntry): void {
    if (this.running.get(key) === entry) this.running.delete(key);
  }
}
