import { describe, expect, it, vi } from 'vitest';
import { MemoryCache, type Cache } from '../../cache/cache.ts';
import { noteStaleCopy } from '../../cache/staleness.ts';
import { AnswerStore } from './answer-store.ts';

const MB = 1024 * 1024;

describe('AnswerStore', () => {
  it('builds an answer once for concurrent requests, then serves it from memory', async () => {
    const store = new AnswerStore({ maxBytes: MB });
    const produce = vi.fn(async () => ({ hello: 'world' }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => store.load('k', 60, produce)));
    expect(produce).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(store.peek('k')).toBe(answers[0]);
    expect(JSON.parse(store.peek('k')!.body.toString())).toEqual({ hello: 'world' });
  });

  it('stops serving an answer after its lifetime', async () => {
    let now = 1_000_000;
    const store = new AnswerStore({ maxBytes: MB, now: () => now });
    await store.load('k', 60, async () => 1);
    now += 59_000;
    expect(store.peek('k')).toBeDefined();
    now += 2_000;
    expect(store.peek('k')).toBeUndefined();
  });

  it('never keeps a failure: the next request asks again', async () => {
    const store = new AnswerStore({ maxBytes: MB });
    const produce = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ ok: true });
    await expect(store.load('k', 60, produce)).rejects.toThrow('down');
    expect(store.peek('k')).toBeUndefined();
    await store.load('k', 60, produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('sends a stale copy served during an outage once, without keeping it', async () => {
    const shared = new MemoryCache();
    const store = new AnswerStore({ maxBytes: MB, shared });
    const answer = await store.load('k', 60, async () => {
      noteStaleCopy();
      return { old: true };
    });
    expect(JSON.parse(answer.body.toString())).toEqual({ old: true });
    expect(store.peek('k')).toBeUndefined();
    expect(await shared.get('k')).toBeUndefined();
  });

  it('shares answers through the shared cache: another instance builds nothing', async () => {
    const shared = new MemoryCache();
    const first = new AnswerStore({ maxBytes: MB, shared });
    const second = new AnswerStore({ maxBytes: MB, shared });
    const built = await first.load('k', 60, async () => ({ n: 1 }));
    const produce = vi.fn(async () => ({ n: 2 }));
    const got = await second.load('k', 60, produce);
    expect(produce).not.toHaveBeenCalled();
    expect(got.etag).toBe(built.etag);
    expect(second.peek('k')?.etag).toBe(built.etag);
  });

  it('still answers when the shared cache fails, and tells', async () => {
    const broken: Cache = {
      kind: 'redis',
      get: async () => Promise.reject(new Error('redis down')),
      set: async () => Promise.reject(new Error('redis down')),
      delete: async () => {},
      close: async () => {},
    };
    const onSharedError = vi.fn();
    const store = new AnswerStore({ maxBytes: MB, shared: broken, onSharedError });
    const answer = await store.load('k', 60, async () => ({ ok: 1 }));
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: 1 });
    expect(onSharedError).toHaveBeenCalledTimes(2);
  });

  it('keeps answers within its byte bound, dropping the least recently used', async () => {
    const store = new AnswerStore({ maxBytes: 3000 });
    const big = (n: number) => async () => ({ n, text: `${n}`.repeat(1200) });
    await store.load('a', 60, big(1));
    await store.load('b', 60, big(2));
    await store.load('c', 60, big(3));
    expect(store.memoryUse.bytes).toBeLessThanOrEqual(3000);
    expect(store.peek('a')).toBeUndefined();
    expect(store.peek('c')).toBeDefined();
  });
});
