import type { Cache } from './cache.ts';
import { SingleFlight } from './single-flight.ts';
import { noteStaleCopy } from './staleness.ts';

export interface TReadPolicy {
  /** How long a loaded value is served without asking again. */
  freshSeconds: number;
  /** How much longer it is kept, to be served only when loading fails with an error `canServeStale` accepts. */
  staleSeconds: number;
  canServeStale(error: unknown): boolean;
}

export interface TReadThroughOptions {
  now?: () => number;
  /** Told when the cache itself fails (a Redis outage); the value is then loaded as if it were not cached. */
  onCacheError?: (error: unknown) => void;
}

interface TEntry {
  value: unknown;
  freshUntil: number;
}

const isEntry = (raw: unknown): raw is TEntry =>
  typeof raw === 'object' && raw !== null && 'value' in raw && typeof (raw as TEntry).freshUntil === 'number';

/**
 * A cache in front of a slow or rate-limited source: fresh copies are served from the cache, identical
 * concurrent misses share one load, failed loads are never stored, and a copy past its freshness answers
 * when the source is down. A broken cache only costs speed, never an answer.
 */
export class ReadThroughCache {
  private readonly flights = new SingleFlight();
  private readonly now: () => number;
  private readonly onCacheError: (error: unknown) => void;

  constructor(
    private readonly cache: Cache,
    options: TReadThroughOptions = {},
  ) {
    this.now = options.now ?? (() => Date.now());
    this.onCacheError = options.onCacheError ?? (() => {});
  }

  /** The value under `key`: from the cache while fresh, else from `load` (then stored). */
  async read<T>(key: string, policy: TReadPolicy, load: () => Promise<T>): Promise<T> {
    const { value, stale } = await this.flights.run(key, async () => {
      const entry = await this.lookUp(key);
      if (entry && entry.freshUntil > this.now()) return { value: entry.value as T, stale: false };
      let loaded: T;
      try {
        loaded = await load();
      } catch (error) {
        if (entry && policy.canServeStale(error)) return { value: entry.value as T, stale: true };
        throw error;
      }
      const fresh: TEntry = { value: loaded, freshUntil: this.now() + policy.freshSeconds * 1000 };
      await this.cache.set(key, fresh, policy.freshSeconds + policy.staleSeconds).catch(this.onCacheError);
      return { value: loaded, stale: false };
    });
    // Told in each caller's own context, also to those who joined another's flight.
    if (stale) noteStaleCopy();
    return value;
  }

  /** How many distinct loads are under way. */
  get loading(): number {
    return this.flights.size;
  }

  private async lookUp(key: string): Promise<TEntry | undefined> {
    try {
      const raw = await this.cache.get<unknown>(key);
      return isEntry(raw) ? raw : undefined;
    } catch (error) {
      this.onCacheError(error);
      return undefined;
    }
  }
}
