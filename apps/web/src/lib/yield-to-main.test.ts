import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

describe('yieldToMain', () => {
  it('resolves in a later task, not within the current one', async () => {
    let isResolved = false;
    const yielded = yieldToMain().then(() => {
      isResolved = true;
    });
    // However long the current task's microtasks run, the yield waits for a task of its own.
    for (let i = 0; i < 1_000; i++) await Promise.resolve();
    expect(isResolved).toBe(false);
    await yielded;
    expect(isResolved).toBe(true);
  });
});
