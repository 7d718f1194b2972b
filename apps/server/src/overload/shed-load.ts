// Under overload the server answers 503 at once, with Retry-After, instead of queueing requests until their
// clients give up: when its event loop lags or its heap is nearly full (@fastify/under-pressure), and when
// too many requests that need the database are already in progress. Event-loop utilization alone is not a
// reason: a fully used loop that still answers quickly is busy, not overloaded (its delay tells the harm).
import v8 from 'node:v8';
import underPressure, { TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { HttpError } from '../shared/errors.ts';

/** Seconds a refused client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
/** How often the event loop and memory are sampled. */
const SAMPLE_INTERVAL_MS = 500;
/** Shed when the heap is this full: past it, garbage collection takes over the process. */
const MAX_HEAP_SHARE = 0.9;

/** A refusal is logged at most this often per reason, so a flood of refusals does not flood the log too. */
const REFUSAL_LOG_INTERVAL_MS = 10_000;

export const OVERLOADED_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';

export interface TShedOptions {
  /** Shed when the event loop lags more than this, on average over a sample. */
  maxEventLoopDelayMs: number;
}

/** A refusal under load; the error handler of the route's scope words it (TMDB's shape in the catalogue). */
class OverloadedError extends HttpError {
  constructor() {
    super(503, OVERLOADED_MESSAGE);
  }
}

/**
 * Logs each reason for refusing at warn, at most once per interval with how many were refused since, so an
 * operator (or a test run's output) can tell which check refused.
 */
export class RefusalLog {
  private readonly last = new Map<string, { at: number; unlogged: number }>();
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  refused(reason: string, value: number | undefined): void {
    const seen = this.last.get(reason);
    const at = this.now();
    if (seen && at - seen.at < REFUSAL_LOG_INTERVAL_MS) {
      seen.unlogged++;
      return;
    }
    this.log.warn({ reason, value, refusedSinceLastLog: seen?.unlogged ?? 0 }, 'shedding load');
    this.last.set(reason, { at, unlogged: 0 });
  }
}

/**
 * Whether under-pressure's report is a real lag. It reports an event-loop delay of Infinity for a sample that
 * holds no measurement, which happens once when start-up holds the loop past the first sample (the delay
 * histogram's first tick only starts its clock). That is no lag, and shedding on it refused every request for the
 * next half second.
 */
export function isMeasuredPressure(type: string, value: number | undefined): boolean {
  return !(type === TYPE_EVENT_LOOP_DELAY && value !== undefined && !Number.isFinite(value));
}

/**
 * Registers the process-wide shedding (event-loop lag, heap) on the root app, before any route. Routes opt
 * out with `config: { shed: false }`.
 */
export async function registerLoadShedding(app: FastifyInstance, options: TShedOptions): Promise<void> {
  const refusals = new RefusalLog(app.log);
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.round(v8.getHeapStatistics().heap_size_limit * MAX_HEAP_SHARE),
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (request, reply, type, value) => {
      if (request.routeOptions.config.shed === false || !isMeasuredPressure(type, value)) return undefined;
      refusals.refused(type, value);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return Promise.reject(new OverloadedError());
    },
  });
}

/** How many requests that wait on the database (or TMDB) are in progress, shared by every feature that counts. */
export class DatabaseWorkLimit {
  inProgress = 0;
  constructor(
    readonly max: number,
    readonly refusals: RefusalLog,
  ) {}
}

/**
 * In a feature's own scope: its requests are refused with 503 when `limit.max` requests that need the database
 * are already in progress (every scope that calls this shares the count).
 */
export function limitDatabaseWork(scope: FastifyInstance, limit: DatabaseWorkLimit): void {
  scope.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.shed === false) return;
    if (limit.inProgress >= limit.max) {
      limit.refusals.refused('databaseWork', limit.inProgress);
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw new OverloadedError();
    }
    limit.inProgress++;
    // Counted down once, whether the answer was sent or the client went away first.
    let counted = true;
    const done = () => {
      if (counted) limit.inProgress--;
      counted = false;
    };
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared bound on requests waiting on the database, for scopes added later (tests). */
    databaseWork: DatabaseWorkLimit;
  }
  interface FastifyContextConfig {
    /** false: never refused under load (the health check). */
    shed?: boolean;
  }
}
