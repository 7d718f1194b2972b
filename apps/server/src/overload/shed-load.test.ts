import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { isMeasuredPressure, RefusalLog, registerLoadShedding } from './shed-load.ts';

/** Holds the event loop, as synchronous start-up work does. */
function holdLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('load shedding', () => {
  it('does not refuse requests after start-up held the loop past the first sample', async () => {
    const app = Fastify();
    await registerLoadShedding(app, { maxEventLoopDelayMs: 1_000 });
    app.get('/page', async () => ({ ok: true }));
    await app.ready();
    // Past the 500 ms sample: the sample then holds no measurement, which under-pressure reports as Infinity.
    holdLoop(700);
    // The overdue sample runs as soon as the loop is free.
    await expect.poll(() => app.memoryUsage().eventLoopDelay).toBe(Infinity);
    expect((await app.inject('/page')).statusCode).toBe(200);
    await app.close();
  });

  it('counts Infinity as no measurement only for the event-loop delay', () => {
    expect(isMeasuredPressure('eventLoopDelay', Infinity)).toBe(false);
    expect(isMeasuredPressure('eventLoopDelay', 20_000)).toBe(true);
    expect(isMeasuredPressure('heapUsedBytes', Infinity)).toBe(true);
    expect(isMeasuredPressure('healthCheck', undefined)).toBe(true);
  });

  it('logs each reason once per 10 s, with how many were refused in between', () => {
    const warn = vi.fn();
    let now = 0;
    const refusals = new RefusalLog({ warn } as never, () => now);
    refusals.refused('heapUsedBytes', 100);
    refusals.refused('heapUsedBytes', 101);
    refusals.refused('databaseWork', 256);
    now = 9_999;
    refusals.refused('heapUsedBytes', 102);
    now = 10_000;
    refusals.refused('heapUsedBytes', 103);
    expect(warn.mock.calls).toEqual([
      [{ reason: 'heapUsedBytes', value: 100, refusedSinceLastLog: 0 }, 'shedding load'],
      [{ reason: 'databaseWork', value: 256, refusedSinceLastLog: 0 }, 'shedding load'],
      [{ reason: 'heapUsedBytes', value: 103, refusedSinceLastLog: 2 }, 'shedding load'],
    ]);
  });
});
