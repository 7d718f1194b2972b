interface TSlot<V> {
  value: V;
  weight: number;
}

/**
 * A map bounded by the total weight of its values (1 each by default, or e.g. their bytes): when a new value
 * would pass the bound, the least recently used ones leave first. Synchronous, for paths that must not wait.
 */
export class LruMap<V> {
  private readonly slots = new Map<string, TSlot<V>>();
  private totalWeight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    // Re-inserted so the map stays in order of last use.
    this.slots.delete(key);
    this.slots.set(key, slot);
    return slot.value;
  }

  /** Stores a value; one heavier than the whole bound is not kept at all. */
  set(key: string, value: V): void {
    this.delete(key);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.slots.set(key, { value, weight });
    this.totalWeight += weight;
    for (const [oldest, slot] of this.slots) {
      if (this.totalWeight <= this.maxWeight) break;
      this.slots.delete(oldest);
      this.totalWeight -= slot.weight;
    }
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.totalWeight -= slot.weight;
  }

  clear(): void {
    this.slots.clear();
    this.totalWeight = 0;
  }

  get size(): number {
    return this.slots.size;
  }

  /** The summed weight of what is kept. */
  get weight(): number {
    return this.totalWeight;
  }
}
