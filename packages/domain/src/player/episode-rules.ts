import {
  AUTO_ADVANCE_AFTER_SHARE,
  NEXT_EPISODE_AFTER_SHARE,
  RESUME_CUTOFF_EPISODE,
  RESUME_CUTOFF_MOVIE,
  SKIP_INTRO_UNTIL_S,
  SKIP_INTRO_UNTIL_SHARE,
} from '../constants.ts';
import { isSeasonReleased } from '../release.ts';
import type { TProgress } from '../sync/watch-history.ts';

const hasLength = (duration: number) => Number.isFinite(duration) && duration > 0;

// A seek lands on a frame, a hair before the time asked for: within this, the 3% mark counts as reached.
const SEEK_TOLERANCE_S = 0.05;

/** Skip Intro shows while playback is under 3% of the video and under 30 s. */
export function isSkipIntroShown(time: number, duration: number): boolean {
  return (
    hasLength(duration) &&
    time < duration * SKIP_INTRO_UNTIL_SHARE - SEEK_TOLERANCE_S &&
    time < SKIP_INTRO_UNTIL_S
  );
}

/** Where Skip Intro jumps to: 3% of the video. */
export function skipIntroTarget(duration: number): number {
  return hasLength(duration) ? duration * SKIP_INTRO_UNTIL_SHARE : 0;
}

/** Next Episode shows after 93% of the episode. */
export function isNextEpisodeShown(time: number, duration: number): boolean {
  return hasLength(duration) && time > duration * NEXT_EPISODE_AFTER_SHARE;
}

/** Playback moves on to the next episode by itself after 99.5%, only while playing. */
export function shouldAutoAdvance(time: number, duration: number, isPlaying: boolean): boolean {
  return isPlaying && hasLength(duration) && time > duration * AUTO_ADVANCE_AFTER_SHARE;
}

/**
 * Where playback starts: the saved position, unless there is none or it is past 93% (episodes) or 94%
 * (movies), when it starts over.
 */
export function resumePosition(saved: TProgress | undefined, kind: 'movie' | 'show'): number {
  if (!saved || !hasLength(saved.duration) || !Number.isFinite(saved.watched) || saved.watched <= 0) return 0;
  const cutoff = kind === 'movie' ? RESUME_CUTOFF_MOVIE : RESUME_CUTOFF_EPISODE;
  return saved.watched / saved.duration > cutoff ? 0 : Math.min(saved.watched, saved.duration);
}

/** A season as the show's details list it. */
export interface TSeasonOutline {
  season_number: number;
  episode_count: number;
  air_date?: string | null;
}

/** An episode by its season and episode numbers. */
export interface TEpisodeRef {
  season: number;
  episode: number;
}

/**
 * The episode after this one: the next in its season, else the first of the next released season with
 * episodes (specials, season 0, are never rolled into); undefined after the last.
 */
export function nextEpisodeOf(
  seasons: readonly TSeasonOutline[],
  current: TEpisodeRef,
  now = Date.now(),
): TEpisodeRef | undefined {
  const season = seasons.find((entry) => entry.season_number === current.season);
  if (season && current.episode < season.episode_count) {
    return { season: current.season, episode: current.episode + 1 };
  }
  const later = seasons
    .filter(
      (entry) =>
        entry.season_number > current.season &&
        entry.season_number > 0 &&
        entry.episode_count > 0 &&
        (entry.air_date === undefined || isSeasonReleased(entry.air_date, now)),
    )
    .sort((a, b) => a.season_number - b.season_number)[0];
  return later ? { season: later.season_number, episode: 1 } : undefined;
}
