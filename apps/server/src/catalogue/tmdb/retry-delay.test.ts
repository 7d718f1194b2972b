import { describe, expect, it } from 'vitest';
import { parseRetryAfter, retryDelayMs } from './retry-delay.ts';

describe('parseRetryAfter', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');

  it('reads a delay in seconds', () => {
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the time left until it, never negative', () => {
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  const timing = { baseMs: 250, capMs: 10_000 };

  it('backs off exponentially when TMDB gives no delay', () => {
    expect([0, 1, 2, 3].map((retry) => retryDelayMs(retry, undefined, timing))).toEqual([
      250, 500, 1000, 2000,
    ]);
  });

  it('waits at least as long as Retry-After asks', () => {
    expect(retryDelayMs(0, 2000, timing)).toBe(2000);
    expect(retryDelayMs(3, 1000, timing)).toBe(2000);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(0, 60_000, timing)).toBe(10_000);
    expect(retryDelayMs(20, undefined, timing)).toBe(10_000);
  });
});
