/**
 * Identical concurrent calls share one run: while a call for a key is under way, later callers of the same key
 * get its promise instead of starting another. The key is forgotten as soon as the run settles.
 */
export class SingleFlight {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.inFlight.get(key);
    if (current) return current as Promise<T>;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  /** How many distinct calls are under way. */
  get size(): number {
    return this.inFlight.size;
  }
}
