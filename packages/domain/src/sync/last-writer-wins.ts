/** Anything that merges by last writer: when it last changed, and when (if ever) it was removed. */
export interface TVersioned {
  updatedAt: number;
  /** Set when the entry was removed: it stays as a tombstone so the removal reaches other devices. */
  deletedAt?: number | undefined;
}

/** Whether an entry is a tombstone (removed). */
export function isRemoved(entry: TVersioned): boolean {
  return entry.deletedAt !== undefined;
}

/** A stable text of a value (keys sorted), so two devices break a tie the same way. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The newer of two versions of one entry. Ties (same updatedAt) go to the removal, then to the larger
 * canonical text: a total order, so merging is commutative, associative and idempotent.
 */
export function newerOf<T extends TVersioned>(a: T, b: T): T {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  if (isRemoved(a) !== isRemoved(b)) return isRemoved(a) ? a : b;
  return canonicalJson(a) >= canonicalJson(b) ? a : b;
}

/** Merges two keyed collections entry by entry, the newer version of each key winning. */
export function mergeByKey<T extends TVersioned>(
  a: readonly T[],
  b: readonly T[],
  keyOf: (entry: T) => string,
): T[] {
  const merged = new Map<string, T>();
  for (const entry of [...a, ...b]) {
    const key = keyOf(entry);
    const current = merged.get(key);
    merged.set(key, current ? newerOf(current, entry) : entry);
  }
  return [...merged.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, entry]) => entry);
}
