import { describe, expect, it, vi } from 'vitest';
import { MemoryCache, type Cache } from './cache.ts';
import { ReadThroughCache, type TReadPolicy } from './read-through.ts';
import { trackStaleness } from './staleness.ts';

class Outage extends Error {}
const policy: TReadPolicy = {
  freshSeconds: 60,
  staleSeconds: 240,
  canServeStale: (e) => e instanceof Outage,
};

function setUp(cache: Cache = new MemoryCache()) {
  let now = 1_000_000;
  const clock = { advance: (seconds: number) => (now += seconds * 1000) };
  const reads = new ReadThroughCache(cache, { now: () => now });
  return { reads, clock, cache };
}

describe('ReadThroughCache', () => {
  it('loads once and serves the copy while it is fresh', async () => {
    const { reads, clock } = setUp();
    const load = vi.fn(async () => ({ n: 1 }));
    expect(await reads.read('k', policy, load)).toEqual({ n: 1 });
    clock.advance(59);
    expect(await reads.read('k', policy, load)).toEqual({ n: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the copy is past its freshness', async () => {
    const { reads, clock } = setUp();
    const load = vi.fn(async () => 'v');
    await reads.read('k', policy, load);
    clock.advance(61);
    await reads.read('k', policy, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stores the copy for its freshness plus its stale time', async () => {
    const cache = new MemoryCache();
    const set = vi.spyOn(cache, 'set');
    await setUp(cache).reads.read('k', policy, async () => 'v');
    expect(set).toHaveBeenCalledWith('k', expect.objectContaining({ value: 'v' }), 300);
  });

  it('never stores a failed load', async () => {
    const { reads } = setUp();
    await expect(reads.read('k', policy, () => Promise.reject(new Outage('down')))).rejects.toThrow('down');
    expect(await reads.read('k', policy, async () => 'v')).toBe('v');
  });

  it('serves a stale copy when the load fails with an outage, not with another error', async () => {
    const { reads, clock } = setUp();
    await reads.read('k', policy, async () => 'old');
    clock.advance(120);
    expect(await reads.read('k', policy, () => Promise.reject(new Outage('down')))).toBe('old');
    await expect(reads.read('k', policy, () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await reads.read('k', policy, async () => 'new')).toBe('new');
  });

  it('tells every caller, also one that joined the load, that it got a stale copy', async () => {
    const { reads, clock } = setUp();
    const fresh = await trackStaleness(() => reads.read('k', policy, async () => 'old'));
    expect(fresh).toEqual({ value: 'old', stale: false });
    clock.advance(120);
    const failing = () => Promise.reject(new Outage('down'));
    const both = await Promise.all([
      trackStaleness(() => reads.read('k', policy, failing)),
      trackStaleness(() => reads.read('k', policy, failing)),
    ]);
    expect(both).toEqual([
      { value: 'old', stale: true },
      { value: 'old', stale: true },
    ]);
  });

  it('shares one load between concurrent reads of a key', async () => {
    const { reads } = setUp();
    let finish: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const reading = Promise.all(Array.from({ length: 10 }, () => reads.read('k', policy, load)));
    // The load ends only once all ten reads are waiting on it.
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    finish('v');
    const answers = await reading;
    expect(answers).toEqual(Array(10).fill('v'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(reads.loading).toBe(0);
  });

  it('still answers when the cache itself fails, and reports it', async () => {
    const broken: Cache = {
      kind: 'redis',
      get: () => Promise.reject(new Error('redis down')),
      set: () => Promise.reject(new Error('redis down')),
      delete: async () => {},
      close: async () => {},
    };
    const onCacheError = vi.fn();
    const reads = new ReadThroughCache(broken, { onCacheError });
    expect(await reads.read('k', policy, async () => 'v')).toBe('v');
    expect(onCacheError).toHaveBeenCalledTimes(2);
  });

  it('treats a value of another shape under the key as a miss', async () => {
    const cache = new MemoryCache();
    await cache.set('k', 'written by an older version', 60);
    expect(await setUp(cache).reads.read('k', policy, async () => 'v')).toBe('v');
  });
});
