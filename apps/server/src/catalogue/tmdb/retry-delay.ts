export interface TRetryTiming {
  /** The first backoff; each later one doubles it. */
  baseMs: number;
  /** No single wait is longer than this, whatever Retry-After asks. */
  capMs: number;
}

/** The wait a Retry-After header asks for (delay in seconds or an HTTP date), or undefined if none or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // HTTP dates start with a day name; Date.parse alone would take '-1' or '12' for a date.
  if (!/^[A-Za-z]{3,9},? /.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before retry number `retry` (0 for the first): the longer of Retry-After and the backoff, capped. */
export function retryDelayMs(retry: number, retryAfterMs: number | undefined, timing: TRetryTiming): number {
  const backoff = timing.baseMs * 2 ** retry;
  return Math.min(timing.capMs, Math.max(retryAfterMs ?? 0, backoff));
}
