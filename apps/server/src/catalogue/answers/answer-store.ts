import type { Cache } from '../../cache/cache.ts';
import { LruMap } from '../../cache/lru-map.ts';
import { SingleFlight } from '../../cache/single-flight.ts';
import { trackStaleness } from '../../cache/staleness.ts';
import { answerBytes, buildAnswer, restoreAnswer, storeAnswer, type TAnswer } from './answer.ts';

export interface TAnswerStoreOptions {
  /** How many bytes of answers (all encodings) this process keeps in memory. */
  maxBytes: number;
  /** Shared by every instance (Redis), asked when memory misses; none with a memory-only setup. */
  shared?: Cache | undefined;
  now?: () => number;
  /** Told when the shared cache fails; the answer is then built as if it were not cached. */
  onSharedError?: (error: unknown) => void;
}

/**
 * Finished answers by key: in this process's memory (looked up synchronously, for the fast path), then in
 * the shared cache, else built once from `produce` however many requests ask at the same time. A value
 * that fails to load is never stored, nor one holding a stale copy served while its source was down.
 */
export class AnswerStore {
  private readonly memory: LruMap<TAnswer>;
  private readonly flights = new SingleFlight();
  private readonly now: () => number;

  constructor(private readonly options: TAnswerStoreOptions) {
    this.memory = new LruMap(options.maxBytes, answerBytes);
    this.now = options.now ?? (() => Date.now());
  }

  /** The answer in memory under `key`, if it is still to be served. */
  peek(key: string): TAnswer | undefined {
    const answer = this.memory.get(key);
    if (answer === undefined) return undefined;
    if (answer.expiresAt > this.now()) return answer;
    this.memory.delete(key);
    return undefined;
  }

  /** The answer under `key`, built from `produce` (then kept `lifetimeSeconds`) when no cache has it. */
  load(key: string, lifetimeSeconds: number, produce: () => Promise<unknown>): Promise<TAnswer> {
    const cached = this.peek(key);
    if (cached) return Promise.resolve(cached);
    return this.flights.run(key, async () => {
      const shared = await this.readShared(key);
      if (shared) {
        this.memory.set(key, shared);
        return shared;
      }
      const { value, stale } = await trackStaleness(produce);
      const answer = await buildAnswer(value, this.now() + lifetimeSeconds * 1000);
      // A stale copy (the source is down) answers this request only; the next one asks the source again.
      if (stale) return answer;
      this.memory.set(key, answer);
      await this.options.shared
        ?.set(key, storeAnswer(answer), lifetimeSeconds)
        .catch((error: unknown) => this.options.onSharedError?.(error));
      return answer;
    });
  }

  /** Forgets every answer kept in memory (the shared cache keeps its own until they expire). */
  clearMemory(): void {
    this.memory.clear();
  }

  /** Bytes and count of the answers kept in memory. */
  get memoryUse(): { bytes: number; answers: number } {
    return { bytes: this.memory.weight, answers: this.memory.size };
  }

  private async readShared(key: string): Promise<TAnswer | undefined> {
    if (!this.options.shared) return undefined;
    try {
      const answer = restoreAnswer(await this.options.shared.get<unknown>(key));
      return answer && answer.expiresAt > this.now() ? answer : undefined;
    } catch (error) {
      this.options.onSharedError?.(error);
      return undefined;
    }
  }
}
