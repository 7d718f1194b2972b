import { CAROUSEL_MAX_ITEMS } from '@marquee/domain';
import { safeStorage } from '../../lib/safe-storage.ts';

const localArea = safeStorage('local');

/** The local storage key of the watch history (spec/accounts-and-services.md §3). */
export const WATCH_HISTORY_KEY = 'media-tracking';

/** One title to pick up again: a movie, or a show at its most recently watched episode. */
export interface TContinueItem {
  id: number;
  type: 'movie' | 'show';
  title: string;
  year?: number;
  updatedAt: number;
  /** How far through, 0 to 100. */
  percent: number;
  episode?: { season: number; episode: number; title?: string };
}

type TRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function timeOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Number.isNaN(Number(value)) ? Date.parse(value) : Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return 0;
}

/** Watched share of a {watched, duration} progress, clamped to 0..100 (0 when unreadable). */
export function progressPercent(progress: unknown): number {
  if (!isRecord(progress)) return 0;
  const { watched, duration } = progress;
  if (typeof watched !== 'number' || typeof duration !== 'number') return 0;
  if (!Number.isFinite(watched) || !Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, (watched / duration) * 100));
}

const isRemoved = (entry: TRecord) => entry.deletedAt !== undefined && entry.deletedAt !== null;

function latestEpisode(episodes: unknown) {
  if (!isRecord(episodes)) return undefined;
  let latest: (TContinueItem['episode'] & { updatedAt: number; percent: number }) | undefined;
  for (const [key, value] of Object.entries(episodes)) {
    const match = /^s(\d+)e(\d+)$/i.exec(key);
    if (!match || !isRecord(value) || isRemoved(value)) continue;
    const updatedAt = timeOf(value.updatedAt);
    if (latest && latest.updatedAt >= updatedAt) continue;
    latest = {
      season: Number(match[1]),
      episode: Number(match[2]),
      ...(typeof value.title === 'string' && value.title ? { title: value.title } : {}),
      updatedAt,
      percent: progressPercent(value.progress),
    };
  }
  return latest;
}

function readEntry(key: string, entry: unknown): TContinueItem | undefined {
  if (!isRecord(entry) || isRemoved(entry)) return undefined;
  const id = Number(entry.id ?? key);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  // The spec's other reading of the data: 'movie', or anything else is a show.
  const type = entry.type === 'movie' ? 'movie' : 'show';
  const title =
    typeof entry.title === 'string' && entry.title.trim()
      ? entry.title.trim()
      : type === 'movie'
        ? 'Untitled Movie'
        : 'Untitled Series';
  const year = Number(entry.year);
  const base = { id, type, title, ...(Number.isInteger(year) && year > 0 ? { year } : {}) } as const;
  if (type === 'movie') {
    return { ...base, updatedAt: timeOf(entry.updatedAt), percent: progressPercent(entry.progress) };
  }
  const latest = latestEpisode(entry.episodes);
  if (!latest) {
    return { ...base, updatedAt: timeOf(entry.updatedAt), percent: progressPercent(entry.progress) };
  }
  const { updatedAt, percent, ...episode } = latest;
  return { ...base, updatedAt: Math.max(updatedAt, timeOf(entry.updatedAt)), percent, episode };
}

/** The continue-watching titles in a stored `media-tracking` value, newest first (at most `limit`); bad data reads as none. */
export function parseContinueWatching(
  raw: string | null | undefined,
  limit: number = CAROUSEL_MAX_ITEMS,
): TContinueItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  // Tolerate a wrapped form ({items: {...}}) as the sync API sends it.
  const items = isRecord(data) && isRecord(data.items) ? data.items : data;
  if (!isRecord(items)) return [];
  return Object.entries(items)
    .map(([key, entry]) => readEntry(key, entry))
    .filter((item): item is TContinueItem => item !== undefined)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .slice(0, limit);
}

/** Reads the continue-watching titles from this browser; unreadable storage counts as empty. */
export function readContinueWatching(): TContinueItem[] {
  return parseContinueWatching(localArea.get(WATCH_HISTORY_KEY));
}
