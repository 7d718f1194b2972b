import { mediaKind } from '../media.ts';
import type { TMediaItem } from '../tmdb.ts';
import { bookmarkSnapshotOf } from './bookmark-media.ts';
import { DEFAULT_BOOKMARK_CATEGORY, type TBookmark } from './bookmarks.ts';

type TRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function timeOf(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  if (typeof value === 'string') {
    const parsed = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (Number.isFinite(parsed) && parsed > 0) return parsed;
  }
  return fallback;
}

/**
 * The legacy `media-bookmarks` store (an object keyed by item, each with `data.id` and `info.addedAt`)
 * as bookmarks in the watchlist. Items without a usable id are dropped.
 */
export function convertLegacyBookmarks(legacy: unknown, now: number): TBookmark[] {
  if (!isRecord(legacy)) return [];
  const converted = new Map<string, TBookmark>();
  for (const item of Object.values(legacy)) {
    if (!isRecord(item) || !isRecord(item.data)) continue;
    const mediaId = Number(item.data.id);
    if (!Number.isSafeInteger(mediaId) || mediaId <= 0) continue;
    const media = item.data as unknown as TMediaItem;
    const mediaType = mediaKind(media);
    const addedAt = timeOf(isRecord(item.info) ? item.info.addedAt : undefined, now);
    const key = `${mediaType ?? 'any'}:${mediaId}`;
    const previous = converted.get(key);
    if (previous && previous.addedAt >= addedAt) continue;
    converted.set(key, {
      mediaId,
      category: DEFAULT_BOOKMARK_CATEGORY,
      addedAt,
      updatedAt: now,
      ...(mediaType ? { mediaType } : {}),
      snapshot: bookmarkSnapshotOf(media),
    });
  }
  return [...converted.values()].sort((a, b) => a.addedAt - b.addedAt);
}
