import { canonicalJson } from '../sync/last-writer-wins.ts';

/** What an import would do to one kind of entry: new keys, changed keys, and entries that change nothing. */
export interface TImportCounts {
  added: number;
  updated: number;
  skipped: number;
}

/**
 * Counts, for the keys an import brings, how the merge changes what is stored: a key not stored before and
 * there after is added, a stored one that merges into something else is updated, the rest are skipped (the
 * stored entry is newer, or the same).
 */
export function countImportChanges<T>(
  stored: ReadonlyMap<string, T>,
  merged: ReadonlyMap<string, T>,
  incomingKeys: Iterable<string>,
): TImportCounts {
  const counts: TImportCounts = { added: 0, updated: 0, skipped: 0 };
  for (const key of new Set(incomingKeys)) {
    const before = stored.get(key);
    const after = merged.get(key);
    if (before === undefined && after !== undefined) counts.added += 1;
    else if (before !== undefined && after !== undefined && canonicalJson(before) !== canonicalJson(after)) {
      counts.updated += 1;
    } else counts.skipped += 1;
  }
  return counts;
}
