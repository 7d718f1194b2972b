import { canonicalJson, newerOf, type TVersioned } from './last-writer-wins.ts';

/** How far into a video: seconds watched of its duration in seconds. */
export interface TProgress {
  watched: number;
  duration: number;
}

/** One episode of a show in the watch history, keyed `s{season}e{episode}`. */
export interface TEpisodeHistory extends TVersioned {
  id: string;
  number: number;
  seasonNumber: number;
  title?: string | undefined;
  seasonId?: number | undefined;
  progress: TProgress;
}

/** A title in the watch history. */
export interface THistoryEntry extends TVersioned {
  id: number;
  type: 'movie' | 'show';
  title: string;
  year?: number | undefined;
  /** Movies only. */
  progress?: TProgress | undefined;
  /** Shows only, keyed by episode id. */
  episodes?: Record<string, TEpisodeHistory> | undefined;
}

/** The whole history, keyed by media id. */
export type TWatchHistory = Record<string, THistoryEntry>;

/** The episode id of a season and episode number (s1e3). */
export function episodeKey(season: number, episode: number): string {
  return `s${season}e${episode}`;
}

/** Whether a title's newest change is its removal (a tombstone). */
export function isHistoryEntryRemoved(entry: THistoryEntry): boolean {
  return entry.deletedAt !== undefined && entry.deletedAt >= entry.updatedAt;
}

const byKey = ([x]: [string, unknown], [y]: [string, unknown]) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * The one form of an entry that merging works on: a title changed at least as late as its newest
 * episode; a removed title keeps no episodes; a live one keeps only episodes watched after the last
 * removal; no empty episode map.
 */
export function normalizeHistoryEntry(entry: THistoryEntry): THistoryEntry {
  const { episodes, deletedAt, ...own } = entry;
  const episodeList = Object.entries(episodes ?? {});
  const updatedAt = Math.max(own.updatedAt, ...episodeList.map(([, episode]) => episode.updatedAt));
  const removal = deletedAt !== undefined ? { deletedAt } : {};
  const kept =
    deletedAt !== undefined && deletedAt >= updatedAt
      ? []
      : episodeList.filter(([, episode]) => deletedAt === undefined || episode.updatedAt > deletedAt);
  if (kept.length === 0) return { ...own, updatedAt, ...removal };
  return { ...own, updatedAt, ...removal, episodes: Object.fromEntries(kept.sort(byKey)) };
}

const ownFields = ({ episodes: _episodes, deletedAt: _deletedAt, ...own }: THistoryEntry) => own;

/** The version whose own fields (type, title, year, movie progress) win: newer, ties by canonical text. */
function newerOwnFields(a: THistoryEntry, b: THistoryEntry): THistoryEntry {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  return canonicalJson(ownFields(a)) >= canonicalJson(ownFields(b)) ? a : b;
}

function latestRemoval(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.max(a, b);
}

/**
 * One title's two versions merged. `deletedAt` is the latest removal either device knows of: anything
 * not changed after it (the title's own fields, each episode) is gone, so a stale copy never brings a
 * removed title or episode back; the title's fields come from the newer version, each episode from its
 * own newer version.
 */
export function mergeHistoryEntry(a: THistoryEntry, b: THistoryEntry): THistoryEntry {
  const x = normalizeHistoryEntry(a);
  const y = normalizeHistoryEntry(b);
  const episodes: Record<string, TEpisodeHistory> = { ...x.episodes };
  for (const [key, episode] of Object.entries(y.episodes ?? {})) {
    const current = episodes[key];
    episodes[key] = current ? newerOf(current, episode) : episode;
  }
  const deletedAt = latestRemoval(x.deletedAt, y.deletedAt);
  return normalizeHistoryEntry({
    ...ownFields(newerOwnFields(x, y)),
    ...(deletedAt !== undefined ? { deletedAt } : {}),
    episodes,
  });
}

/** Merges two devices' watch histories, title by title; merging is commutative, associative, idempotent. */
export function mergeWatchHistory(a: TWatchHistory, b: TWatchHistory): TWatchHistory {
  const merged: TWatchHistory = {};
  // An entry on one side only is still merged with itself: the result is always in normal form.
  for (const [key, entry] of [...Object.entries(a), ...Object.entries(b)]) {
    merged[key] = mergeHistoryEntry(merged[key] ?? entry, entry);
  }
  return Object.fromEntries(Object.entries(merged).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
}

/** Removes a title from the history, leaving a tombstone so other devices drop it too. */
export function removeFromHistory(history: TWatchHistory, id: number, now: number): TWatchHistory {
  return removeHistoryKey(history, String(id), now);
}

/** Removes every title from the history (Clear Watchlist), each leaving a tombstone as removeFromHistory does. */
export function removeAllFromHistory(history: TWatchHistory, now: number): TWatchHistory {
  return Object.keys(history).reduce((result, key) => removeHistoryKey(result, key, now), history);
}

function removeHistoryKey(history: TWatchHistory, key: string, now: number): TWatchHistory {
  const entry = history[key];
  if (!entry || isHistoryEntryRemoved(normalizeHistoryEntry(entry))) return history;
  // Newer than the title and every episode it holds, even when this device's clock is behind.
  const at = Math.max(now, normalizeHistoryEntry(entry).updatedAt + 1);
  const { episodes: _dropped, progress: _progress, ...rest } = entry;
  return { ...history, [key]: { ...rest, updatedAt: at, deletedAt: at } };
}

/** Whether two histories hold the same data (key order aside). */
export function sameWatchHistory(a: TWatchHistory, b: TWatchHistory): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
