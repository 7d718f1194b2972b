import { RESUME_CUTOFF_EPISODE } from './constants.ts';
import type { TEpisodeRef } from './player/episode-rules.ts';
import type { THistoryEntry } from './sync/watch-history.ts';

/** An episode of a series as the catalogue knows it: numbers and its air date (YYYY-MM-DD), if announced. */
export interface TScheduledEpisode extends TEpisodeRef {
  airDate: string | null;
}

/**
 * Where a followed series stands for its viewer:
 * - `next`: the episode to watch next; `isNew` when it aired after the viewer had caught up (the series came back);
 * - `caught-up`: every aired episode after the furthest one watched is watched; `nextAiring` is the next announced
 *   episode, if any (none: the series has ended or nothing is announced);
 * - `not-started`: nothing of it watched yet (`next` is its first aired episode).
 */
export type TUpNext =
  | { kind: 'next'; episode: TScheduledEpisode; isNew: boolean }
  | { kind: 'caught-up'; nextAiring: TScheduledEpisode | undefined }
  | { kind: 'not-started'; next: TScheduledEpisode | undefined };

const byOrder = (a: TEpisodeRef, b: TEpisodeRef) => a.season - b.season || a.episode - b.episode;
const after = (a: TEpisodeRef, b: TEpisodeRef) => byOrder(a, b) > 0;
/** Aired on or before `today` (both YYYY-MM-DD, compared as text); an episode with no date has not aired. */
const hasAired = (episode: TScheduledEpisode, today: string) =>
  episode.airDate !== null && episode.airDate <= today;
/** The day a moment falls on, in UTC (air dates carry no time of day). */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The episodes of a series' history that count as watched (past the point where the next episode is offered). */
export function watchedEpisodes(entry: THistoryEntry | undefined): {
  refs: TEpisodeRef[];
  lastActivity: number;
} {
  const refs: TEpisodeRef[] = [];
  let lastActivity = 0;
  for (const item of Object.values(entry?.episodes ?? {})) {
    if (item.deletedAt !== undefined && item.deletedAt >= item.updatedAt) continue;
    lastActivity = Math.max(lastActivity, item.updatedAt);
    const { watched, duration } = item.progress;
    if (duration > 0 && watched / duration > RESUME_CUTOFF_EPISODE) {
      refs.push({ season: item.seasonNumber, episode: item.number });
    }
  }
  return { refs, lastActivity };
}

/**
 * Up Next for one series: the first aired episode after the furthest one watched, rolling into later seasons
 * (specials, season 0, are never rolled into, and missing numbers are stepped over). When none has aired the
 * viewer is caught up; an episode that aired on a day after the viewer's last activity on the series is new.
 */
export function upNextOf(
  schedule: readonly TScheduledEpisode[],
  watched: readonly TEpisodeRef[],
  lastActivity: number,
  today: string,
): TUpNext {
  const regular = schedule.filter((episode) => episode.season > 0).sort(byOrder);
  const furthest = watched
    .filter((episode) => episode.season > 0)
    .sort(byOrder)
    .at(-1);
  if (!furthest) return { kind: 'not-started', next: regular.find((episode) => hasAired(episode, today)) };
  const isWatched = (episode: TEpisodeRef) =>
    watched.some((seen) => seen.season === episode.season && seen.episode === episode.episode);
  const ahead = regular.filter((episode) => after(episode, furthest) && !isWatched(episode));
  const next = ahead.find((episode) => hasAired(episode, today));
  if (next) return { kind: 'next', episode: next, isNew: next.airDate! > dayOf(lastActivity) };
  return { kind: 'caught-up', nextAiring: ahead.find((episode) => episode.airDate !== null) };
}
