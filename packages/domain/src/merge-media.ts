import { mediaKind } from './media.ts';
import type { TMediaItem } from './tmdb.ts';

/** A key unique across movies and series, whose ids overlap. */
export function mediaItemKey(item: TMediaItem): string {
  return `${mediaKind(item) ?? 'other'}-${item.id}`;
}

/**
 * Lists that are each in popularity order (e.g. a page of movies and a page of series) merged into one,
 * the most popular first; each list keeps its own order, and a title that two lists share shows once.
 */
export function mergeByPopularity(lists: readonly (readonly TMediaItem[])[]): TMediaItem[] {
  const positions = lists.map(() => 0);
  const seen = new Set<string>();
  const merged: TMediaItem[] = [];
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i++) {
      const candidate = lists[i]?.[positions[i] ?? 0];
      if (!candidate) continue;
      const leader = best >= 0 ? lists[best]?.[positions[best] ?? 0] : undefined;
      if (!leader || (candidate.popularity ?? 0) > (leader.popularity ?? 0)) best = i;
    }
    if (best < 0) return merged;
    const item = lists[best]?.[positions[best] ?? 0];
    positions[best] = (positions[best] ?? 0) + 1;
    if (!item) continue;
    const key = mediaItemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
}

/** Items with repeats left out (the first of each movie or series stays), e.g. pages whose order shifted. */
export function uniqueMedia(items: readonly TMediaItem[]): TMediaItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = mediaItemKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
