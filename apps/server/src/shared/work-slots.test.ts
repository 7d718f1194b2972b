import { describe, expect, it } from 'vitest';
import { BusyError, WorkSlots } from './work-slots.ts';

/** A job that runs until release() is called, and records that it started. */
function heldJob(started: string[], name: string) {
  let release = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { job: async () => (started.push(name), await done, name), release: () => release() };
}

describe('WorkSlots', () => {
  it('runs `concurrency` jobs at once, queues `queue` more in order, and refuses the next with a 503', async () => {
    const limiter = new WorkSlots({ concurrency: 1, queue: 1 }, 'Busy');
    const started: string[] = [];
    const a = heldJob(started, 'a');
    const b = heldJob(started, 'b');
    const first = limiter.run(a.job);
    const second = limiter.run(b.job);
    const refused = limiter.run(async () => 'c');
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 2, message: 'Busy' });
    expect(started).toEqual(['a']);
    a.release();
    expect(await first).toBe('a');
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    b.release();
    expect(await second).toBe('b');
  });

  it('frees the slot when a job fails', async () => {
    const limiter = new WorkSlots({ concurrency: 1, queue: 0 }, 'Busy');
    await expect(limiter.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
