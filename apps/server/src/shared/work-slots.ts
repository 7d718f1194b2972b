import { HttpError } from './errors.ts';

/** How long a client is asked to wait when every slot and queue place of some costly work is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Every slot and queue place is taken: a 503 with Retry-After rather than a pile-up. */
export class BusyError extends HttpError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor(message: string) {
    super(503, message);
  }
}

export interface TWorkLimits {
  /** Jobs that run at once. */
  concurrency: number;
  /** Jobs that may wait for a slot; one more is refused at once. */
  queue: number;
}

/**
 * At most `concurrency` jobs of one costly kind (image resizes, password hashes) at once, `queue` more waiting
 * in order, and a BusyError (503) beyond that.
 */
export class WorkSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: TWorkLimits,
    private readonly busyMessage: string,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw new BusyError(this.busyMessage);
      // The slot is handed over by the job that ends, so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
