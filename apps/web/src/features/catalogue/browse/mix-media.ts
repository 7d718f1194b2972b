import { HERO_ITEMS_PER_LIST, mediaKind, type TMediaItem } from '@marquee/domain';

/** A key unique across movies and series (their ids overlap). */
export function mediaKey(item: TMediaItem): string {
  return `${mediaKind(item) ?? 'other'}-${item.id}`;
}

/** Takes one item from each list in turn until `limit` distinct movies or series are collected. */
export function interleaveLists(lists: readonly (readonly TMediaItem[])[], limit: number): TMediaItem[] {
  const seen = new Set<string>();
  const mixed: TMediaItem[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let position = 0; position < longest && mixed.length < limit; position++) {
    for (const list of lists) {
      const item = list[position];
      if (!item || !mediaKind(item)) continue;
      const key = mediaKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      mixed.push(item);
      if (mixed.length >= limit) break;
    }
  }
  return mixed;
}

/**
 * The hero's slides: the first `perList` titles of each list that have a backdrop to show,
 * interleaved so the lists alternate, without repeating a title that two lists share.
 */
export function mixHeroItems(
  lists: readonly (readonly TMediaItem[])[],
  perList = HERO_ITEMS_PER_LIST,
): TMediaItem[] {
  const firsts = lists.map((list) => list.filter((item) => Boolean(item.backdrop_path)).slice(0, perList));
  return interleaveLists(firsts, Number.POSITIVE_INFINITY);
}

/** The lists one after another, each title once, up to `limit`. */
export function concatLists(lists: readonly (readonly TMediaItem[])[], limit: number): TMediaItem[] {
  const seen = new Set<string>();
  const all: TMediaItem[] = [];
  for (const item of lists.flat()) {
    if (all.length >= limit) break;
    if (!mediaKind(item)) continue;
    const key = mediaKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(item);
  }
  return all;
}
