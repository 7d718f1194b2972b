import { isRemoved, mergeByKey, type TVersioned } from './last-writer-wins.ts';

/** A movie or series, as follows and schedules name it. */
export interface TTitleRef {
  mediaType: 'movie' | 'tv';
  mediaId: number;
}

/**
 * A viewer's own word on a title, synced like bookmarks: `follow` says whether they follow it (over what their
 * watching and bookmarks imply); `dismiss` took the series off Up Next at `updatedAt`; `read` dismissed its
 * alerts up to `updatedAt`. A tombstone undoes any of them.
 */
export interface TTitleFollow extends TVersioned, TTitleRef {
  kind: 'follow' | 'dismiss' | 'read';
  /** `follow` entries only. */
  isFollowing?: boolean | undefined;
}

/** The profile's last look at its alerts (`updatedAt`): what aired before it is no longer counted as new. */
export interface TAlertsSeen extends TVersioned {
  kind: 'seen';
}

/** One synced entry of a profile's follows: a word on a title, or the one last-look mark. */
export type TFollow = TTitleFollow | TAlertsSeen;

/** The merge key: one entry per kind and title, and a single last-look mark. */
export function followKey(
  entry: Pick<TTitleFollow, 'kind' | 'mediaType' | 'mediaId'> | Pick<TAlertsSeen, 'kind'>,
): string {
  return entry.kind === 'seen' ? 'seen' : `${entry.kind}:${entry.mediaType}:${entry.mediaId}`;
}

/** The entries about titles (without the last-look mark). */
export const titleFollows = (list: readonly TFollow[]): TTitleFollow[] =>
  list.filter((entry): entry is TTitleFollow => entry.kind !== 'seen');

/** Merges two copies entry by entry, newest wins, removals kept as tombstones. */
export function mergeFollows(a: readonly TFollow[], b: readonly TFollow[]): TFollow[] {
  return mergeByKey(a, b, followKey);
}

const find = (list: readonly TFollow[], kind: TTitleFollow['kind'], target: TTitleRef) =>
  list.find(
    (entry): entry is TTitleFollow =>
      entry.kind !== 'seen' &&
      followKey(entry) === followKey({ kind, mediaType: target.mediaType, mediaId: target.mediaId }),
  );
const seenMark = (list: readonly TFollow[]) => list.find((entry) => entry.kind === 'seen');

function put(list: readonly TFollow[], entry: TFollow): TFollow[] {
  const key = followKey(entry);
  const rest = list.filter((item) => followKey(item) !== key);
  return [...rest, entry];
}

/** Records the viewer following (or unfollowing) a title explicitly. */
export function setFollowing(
  list: readonly TFollow[],
  target: TTitleRef,
  isFollowing: boolean,
  now: number,
): TFollow[] {
  const before = find(list, 'follow', target);
  const updatedAt = Math.max(now, (before?.updatedAt ?? 0) + 1);
  return put(list, {
    kind: 'follow',
    mediaType: target.mediaType,
    mediaId: target.mediaId,
    isFollowing,
    updatedAt,
  });
}

/** Takes a series off Up Next (until it is watched again or a new episode airs). */
export function dismissUpNext(list: readonly TFollow[], target: TTitleRef, now: number): TFollow[] {
  const before = find(list, 'dismiss', target);
  const updatedAt = Math.max(now, (before?.updatedAt ?? 0) + 1);
  return put(list, { kind: 'dismiss', mediaType: target.mediaType, mediaId: target.mediaId, updatedAt });
}

/** The explicit follow choice on a title: true, false, or undefined when the viewer never chose. */
export function explicitFollowOf(list: readonly TFollow[], target: TTitleRef): boolean | undefined {
  const entry = find(list, 'follow', target);
  return entry && !isRemoved(entry) ? entry.isFollowing : undefined;
}

/** Dismisses a title's alerts: those of what aired up to now. */
export function readAlerts(list: readonly TFollow[], target: TTitleRef, now: number): TFollow[] {
  const before = find(list, 'read', target);
  const updatedAt = Math.max(now, (before?.updatedAt ?? 0) + 1);
  return put(list, { kind: 'read', mediaType: target.mediaType, mediaId: target.mediaId, updatedAt });
}

/** When a title's alerts were last dismissed (undefined: never). */
export function alertsReadAtOf(list: readonly TFollow[], target: TTitleRef): number | undefined {
  const entry = find(list, 'read', target);
  return entry && !isRemoved(entry) ? entry.updatedAt : undefined;
}

/** Marks every alert so far as seen: the bell counts only what airs after `now`'s day. */
export function markAlertsSeen(list: readonly TFollow[], now: number): TFollow[] {
  const updatedAt = Math.max(now, (seenMark(list)?.updatedAt ?? 0) + 1);
  return put(list, { kind: 'seen', updatedAt });
}

/** When the profile last looked at its alerts (undefined: never). */
export function alertsSeenAtOf(list: readonly TFollow[]): number | undefined {
  const entry = seenMark(list);
  return entry && !isRemoved(entry) ? entry.updatedAt : undefined;
}

/** When the series was last taken off Up Next (undefined: never, or undone). */
export function dismissedAtOf(list: readonly TFollow[], target: TTitleRef): number | undefined {
  const entry = find(list, 'dismiss', target);
  return entry && !isRemoved(entry) ? entry.updatedAt : undefined;
}
