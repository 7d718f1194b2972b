import { PROGRESS_MIN_DURATION_S, PROGRESS_SAVE_AFTER_S } from '../constants.ts';
import {
  episodeKey,
  isHistoryEntryRemoved,
  normalizeHistoryEntry,
  type TEpisodeHistory,
  type THistoryEntry,
  type TProgress,
  type TWatchHistory,
} from './watch-history.ts';

/** What is playing, as the history records it. */
export interface TWatchedMedia {
  id: number;
  type: 'movie' | 'show';
  title: string;
  year?: number | undefined;
  /** Shows: the episode playing. */
  episode?:
    { season: number; number: number; title?: string | undefined; seasonId?: number | undefined } | undefined;
}

/** Whether progress is saved at this point: once past 5 s, for videos at least 10 s long. */
export function shouldSaveProgress(time: number, duration: number): boolean {
  return (
    Number.isFinite(time) &&
    Number.isFinite(duration) &&
    duration >= PROGRESS_MIN_DURATION_S &&
    time > PROGRESS_SAVE_AFTER_S
  );
}

/** A progress kept within the video (watched from 0 to the duration). */
export function clampProgress(watched: number, duration: number): TProgress {
  const length = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return { watched: Math.min(length, Math.max(0, Number.isFinite(watched) ? watched : 0)), duration: length };
}

/** Records how far into a movie or episode the viewer is; a removed title comes back with only this. */
export function recordWatchProgress(
  history: TWatchHistory,
  media: TWatchedMedia,
  progress: TProgress,
  now: number,
): TWatchHistory {
  const key = String(media.id);
  const stored = history[key] ? normalizeHistoryEntry(history[key]) : undefined;
  const previous = stored && !isHistoryEntryRemoved(stored) ? stored : undefined;
  // Always later than the last removal, even with a clock behind.
  const at = Math.max(now, (stored?.deletedAt ?? -1) + 1, (stored?.updatedAt ?? -1) + 1);
  const clamped = clampProgress(progress.watched, progress.duration);
  const base: THistoryEntry = {
    id: media.id,
    type: media.type,
    title: media.title,
    ...(media.year !== undefined ? { year: media.year } : {}),
    updatedAt: at,
    ...(stored?.deletedAt !== undefined ? { deletedAt: stored.deletedAt } : {}),
  };
  if (media.type === 'movie' || !media.episode) {
    return { ...history, [key]: { ...base, progress: clamped } };
  }
  const { season, number, title, seasonId } = media.episode;
  const episodeId = episodeKey(season, number);
  const episode: TEpisodeHistory = {
    id: episodeId,
    number,
    seasonNumber: season,
    ...(title !== undefined ? { title } : {}),
    ...(seasonId !== undefined ? { seasonId } : {}),
    updatedAt: at,
    progress: clamped,
  };
  return { ...history, [key]: { ...base, episodes: { ...previous?.episodes, [episodeId]: episode } } };
}

/** The saved progress of a movie, or of one episode of a show. */
export function savedProgressOf(
  history: TWatchHistory,
  id: number,
  episode?: { season: number; number: number },
): TProgress | undefined {
  const entry = history[String(id)];
  if (!entry || isHistoryEntryRemoved(normalizeHistoryEntry(entry))) return undefined;
  if (!episode) return entry.progress;
  const stored = entry.episodes?.[episodeKey(episode.season, episode.number)];
  if (!stored || (entry.deletedAt !== undefined && stored.updatedAt <= entry.deletedAt)) return undefined;
  return stored.progress;
}

/** The live titles of a history, most recently watched first. */
export function liveHistoryEntries(history: TWatchHistory): THistoryEntry[] {
  return Object.values(history)
    .map(normalizeHistoryEntry)
    .filter((entry) => !isHistoryEntryRemoved(entry))
    .sort((a, b) => b.updatedAt - a.updatedAt);
}
