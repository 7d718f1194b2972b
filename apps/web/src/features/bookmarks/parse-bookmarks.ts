import type { TBookmark, TBookmarkSnapshot } from '@marquee/domain';

type TRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readSnapshot(value: unknown): TBookmarkSnapshot | undefined {
  if (!isRecord(value)) return undefined;
  const { title, posterPath, date, voteAverage, genreIds } = value;
  return {
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof posterPath === 'string' || posterPath === null ? { posterPath } : {}),
    ...(typeof date === 'string' ? { date } : {}),
    ...(typeof voteAverage === 'number' ? { voteAverage } : {}),
    ...(Array.isArray(genreIds) ? { genreIds: genreIds.filter((id) => typeof id === 'number') } : {}),
  };
}

function readEntry(value: unknown): TBookmark | undefined {
  if (!isRecord(value)) return undefined;
  const { mediaId, mediaType, category, addedAt, updatedAt, deletedAt } = value;
  if (typeof mediaId !== 'number' || !Number.isSafeInteger(mediaId) || mediaId <= 0) return undefined;
  if (typeof category !== 'string' || !category.trim() || !isTime(addedAt)) return undefined;
  const snapshot = readSnapshot(value.snapshot);
  return {
    mediaId,
    category,
    addedAt,
    // Entries written before sync existed carry only addedAt.
    updatedAt: isTime(updatedAt) ? updatedAt : addedAt,
    ...(mediaType === 'movie' || mediaType === 'tv' ? { mediaType } : {}),
    ...(isTime(deletedAt) ? { deletedAt } : {}),
    ...(snapshot ? { snapshot } : {}),
  };
}

/** The stored `bookmarks` text as entries (tombstones included); anything unreadable counts as none. */
export function parseBookmarks(raw: string | null): TBookmark[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(readEntry).filter((entry): entry is TBookmark => entry !== undefined);
}
