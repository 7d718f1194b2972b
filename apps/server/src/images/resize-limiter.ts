import { HttpError } from '../shared/errors.ts';

/** How long a client is asked to wait when every resize slot and queue place is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** All resize slots and queue places are taken: a 503 with Retry-After rather than a pile-up. */
export class ResizeBusyError extends HttpError {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor() {
    super(503, 'The image resizer is busy; please retry shortly');
  }
}

export interface TResizeLimits {
  /** Resizes that run at once. */
  concurrency: number;
  /** Resizes that may wait for a slot; one more is refused at once. */
  queue: number;
}

/** At most `concurrency` jobs at once, `queue` more waiting in order, and a ResizeBusyError beyond that. */
export class ResizeLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: TResizeLimits) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw new ResizeBusyError();
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
