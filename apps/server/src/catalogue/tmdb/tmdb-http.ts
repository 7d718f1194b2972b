import { setTimeout as sleep } from 'node:timers/promises';
import { BadRequestError, NotFoundError, UpstreamError } from '../../shared/errors.ts';
import { canonicalQuery, type TQuery } from './cache-policy.ts';
import { parseRetryAfter, retryDelayMs, type TRetryTiming } from './retry-delay.ts';

/** One TMDB call gives up after this long (each attempt). */
export const TMDB_TIMEOUT_MS = 10_000;
/** Rate-limited calls (HTTP 429) are retried this many times before we give up. */
export const TMDB_MAX_RETRIES = 3;
/** Backoff between retries: 250 ms, doubling, never a wait over 10 s even if Retry-After asks for more. */
export const TMDB_RETRY_TIMING: TRetryTiming = { baseMs: 250, capMs: 10_000 };

export interface TTmdbHttpOptions {
  apiUrl: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxRetries?: number;
  retryTiming?: TRetryTiming;
  /** Aborting it cancels every call and wait under way (the catalogue is closing). */
  signal?: AbortSignal;
}

/** TMDB's own message from an error body, if it has one; never longer than a line. */
function tmdbMessage(body: string): string | undefined {
  try {
    const message: unknown = (JSON.parse(body) as { status_message?: unknown }).status_message;
    return typeof message === 'string' && message.length > 0 ? message.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

/** What our callers are told when TMDB fails: readable, and never naming the token or the upstream URL. */
export const TMDB_ERRORS = {
  credentials: 'The catalogue service refused our credentials',
  busy: 'The catalogue service is busy; please try again shortly',
  refused: 'The catalogue service refused the request',
  unavailable: 'The catalogue service is temporarily unavailable',
  timeout: 'The catalogue service did not answer in time',
  cancelled: 'The catalogue request was cancelled',
  unreachable: 'The catalogue service could not be reached',
  invalidJson: 'The catalogue service sent an answer that is not valid JSON',
  badShape: 'The catalogue service sent an answer of an unexpected shape',
  failed: (status: number) => `The catalogue service failed (HTTP ${status})`,
  unexpected: (status: number) => `The catalogue service answered with an unexpected HTTP ${status}`,
};

/** The error our caller sees for a non-OK TMDB status (after retries). */
function statusError(status: number, body: string): Error {
  if (status === 404) return new NotFoundError(tmdbMessage(body));
  if (status === 401) return new UpstreamError(TMDB_ERRORS.credentials, 502);
  if (status === 429) return new UpstreamError(TMDB_ERRORS.busy, 503);
  if (status === 400 || status === 422) return new BadRequestError(tmdbMessage(body) ?? TMDB_ERRORS.refused);
  if (status === 503) return new UpstreamError(TMDB_ERRORS.unavailable, 503);
  if (status >= 500) return new UpstreamError(TMDB_ERRORS.failed(status), 502);
  return new UpstreamError(TMDB_ERRORS.unexpected(status), 502);
}

/** The error our caller sees when the call itself failed: no answer in time, cancelled, unreachable. */
function transportError(error: unknown): UpstreamError {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError') return new UpstreamError(TMDB_ERRORS.timeout, 504);
  if (name === 'AbortError') return new UpstreamError(TMDB_ERRORS.cancelled, 503);
  return new UpstreamError(TMDB_ERRORS.unreachable, 502);
}

function parseAnswer(body: string): unknown {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new UpstreamError(TMDB_ERRORS.invalidJson, 502);
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new UpstreamError(TMDB_ERRORS.badShape, 502);
  }
  return answer;
}

/**
 * GETs from TMDB v3 with the bearer token, a timeout per attempt, and retries of rate-limited calls that
 * honour Retry-After. Every failure becomes an HttpError whose message is safe to show (never the token).
 */
export class TmdbHttp {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly maxRetries: number;
  private readonly retryTiming: TRetryTiming;
  private readonly signal: AbortSignal | undefined;

  constructor(private readonly options: TTmdbHttpOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? TMDB_TIMEOUT_MS;
    this.maxRetries = options.maxRetries ?? TMDB_MAX_RETRIES;
    this.retryTiming = options.retryTiming ?? TMDB_RETRY_TIMING;
    this.signal = options.signal;
  }

  /** TMDB's JSON answer to `GET {apiUrl}{path}?{query}`. */
  async get(path: string, query: TQuery = {}): Promise<unknown> {
    const search = canonicalQuery(query);
    const url = `${this.options.apiUrl}${path}${search ? `?${search}` : ''}`;
    for (let retry = 0; ; retry++) {
      const { status, headers, body } = await this.attempt(url);
      if (status >= 200 && status < 300) return parseAnswer(body);
      if (status !== 429 || retry >= this.maxRetries) throw statusError(status, body);
      const wait = retryDelayMs(retry, parseRetryAfter(headers.get('retry-after')), this.retryTiming);
      await sleep(wait, undefined, this.signal ? { signal: this.signal } : {}).catch((error: unknown) => {
        throw transportError(error);
      });
    }
  }

  /** One request, its body read within the same timeout. */
  private async attempt(url: string): Promise<{ status: number; headers: Headers; body: string }> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    try {
      const response = await this.fetch(url, {
        headers: { authorization: `Bearer ${this.options.token}`, accept: 'application/json' },
        signal: this.signal ? AbortSignal.any([timeout, this.signal]) : timeout,
      });
      return { status: response.status, headers: response.headers, body: await response.text() };
    } catch (error) {
      throw transportError(error);
    }
  }
}
