import { RESUME_CUTOFF_EPISODE } from '../constants.ts';
import {
  nextEpisodeOf,
  resumePosition,
  type TEpisodeRef,
  type TSeasonOutline,
} from '../player/episode-rules.ts';
import { episodeKey, type TEpisodeHistory, type THistoryEntry } from './watch-history.ts';

/** What a title page's main button does: start, resume at a position, or go on to the next episode. */
export type TResumeAction =
  | { kind: 'start'; episode?: TEpisodeRef }
  | { kind: 'resume'; position: number; duration: number; episode?: TEpisodeRef }
  | { kind: 'next'; episode: TEpisodeRef };

const isLive = (episode: TEpisodeHistory) =>
  episode.deletedAt === undefined || episode.deletedAt < episode.updatedAt;

function latestEpisode(entry: THistoryEntry): TEpisodeHistory | undefined {
  let latest: TEpisodeHistory | undefined;
  for (const episode of Object.values(entry.episodes ?? {})) {
    if (isLive(episode) && (!latest || episode.updatedAt > latest.updatedAt)) latest = episode;
  }
  return latest;
}

const isRemoved = (entry: THistoryEntry | undefined) =>
  !entry || (entry.deletedAt !== undefined && entry.deletedAt >= entry.updatedAt);

/** A movie's main button: resume where it was left (unless past 94%, when it starts over), else start. */
export function movieResumeAction(entry: THistoryEntry | undefined): TResumeAction {
  if (isRemoved(entry) || !entry?.progress) return { kind: 'start' };
  const position = resumePosition(entry.progress, 'movie');
  return position > 0 ? { kind: 'resume', position, duration: entry.progress.duration } : { kind: 'start' };
}

/**
 * A series' main button: the episode watched last, resumed where it was left; once it is past 93%, the episode
 * after it (the first of the next season after a season's last); with no history, the first episode of
 * `firstSeason`.
 */
export function seriesResumeAction(
  entry: THistoryEntry | undefined,
  seasons: readonly TSeasonOutline[],
  firstSeason: number,
  now: number,
): TResumeAction {
  const latest = isRemoved(entry) || !entry ? undefined : latestEpisode(entry);
  if (!latest) return { kind: 'start', episode: { season: firstSeason, episode: 1 } };
  const episode = { season: latest.seasonNumber, episode: latest.number };
  const position = resumePosition(latest.progress, 'show');
  if (position > 0) return { kind: 'resume', position, duration: latest.progress.duration, episode };
  const { watched, duration } = latest.progress;
  const isFinished = duration > 0 && watched / duration > RESUME_CUTOFF_EPISODE;
  const next = isFinished ? nextEpisodeOf(seasons, episode, now) : undefined;
  return next ? { kind: 'next', episode: next } : { kind: 'start', episode };
}

/** How far one episode was watched: its share (0 to 1), and whether that counts as seen to the end. */
export interface TEpisodeProgress {
  share: number;
  isWatched: boolean;
}

/**
 * One episode's mark on its card: watched once past 93% (where its Resume would start over), else the share
 * watched; undefined when it was never started or its history was removed.
 */
export function episodeProgress(
  entry: THistoryEntry | undefined,
  season: number,
  episode: number,
): TEpisodeProgress | undefined {
  if (isRemoved(entry)) return undefined;
  const watched = entry?.episodes?.[episodeKey(season, episode)];
  if (!watched || !isLive(watched)) return undefined;
  const { watched: seconds, duration } = watched.progress;
  if (!(duration > 0) || !(seconds > 0)) return undefined;
  const share = Math.min(1, seconds / duration);
  return { share, isWatched: share > RESUME_CUTOFF_EPISODE };
}
