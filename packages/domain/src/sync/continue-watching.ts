import { upgradeWatchHistory } from './upgrade-watch-history.ts';
import { liveHistoryEntries } from './watch-progress.ts';
import type { TEpisodeHistory, THistoryEntry, TProgress } from './watch-history.ts';

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

/** Watched share of a progress, clamped to 0..100 (0 without a usable duration). */
export function progressPercent(progress: TProgress | undefined): number {
  if (!progress) return 0;
  const { watched, duration } = progress;
  if (!Number.isFinite(watched) || !Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, (watched / duration) * 100));
}

function latestEpisode(entry: THistoryEntry): TEpisodeHistory | undefined {
  let latest: TEpisodeHistory | undefined;
  for (const episode of Object.values(entry.episodes ?? {})) {
    const isRemoved = episode.deletedAt !== undefined && episode.deletedAt >= episode.updatedAt;
    if (!isRemoved && (!latest || episode.updatedAt > latest.updatedAt)) latest = episode;
  }
  return latest;
}

function continueItemOf(entry: THistoryEntry): TContinueItem {
  const title = entry.title.trim() || (entry.type === 'movie' ? 'Untitled Movie' : 'Untitled Series');
  const base = {
    id: entry.id,
    type: entry.type,
    title,
    ...(entry.year !== undefined ? { year: entry.year } : {}),
    updatedAt: entry.updatedAt,
  };
  const episode = entry.type === 'show' ? latestEpisode(entry) : undefined;
  if (!episode) return { ...base, percent: progressPercent(entry.progress) };
  return {
    ...base,
    percent: progressPercent(episode.progress),
    episode: {
      season: episode.seasonNumber,
      episode: episode.number,
      ...(episode.title ? { title: episode.title } : {}),
    },
  };
}

/**
 * The continue-watching titles of a stored `media-tracking` value, newest first (at most `limit`), read by
 * the one lenient reader of that data (upgradeWatchHistory): removed titles left out, bad data reads as none.
 */
export function continueWatchingOf(
  raw: string | null | undefined,
  limit = Number.POSITIVE_INFINITY,
): TContinueItem[] {
  return liveHistoryEntries(upgradeWatchHistory(raw)).slice(0, limit).map(continueItemOf);
}
