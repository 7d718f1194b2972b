import { MOVIE_RELEASED_AFTER_MS, SEASON_RELEASED_AFTER_MS } from './constants.ts';

function isOlderThan(date: string | null | undefined, ms: number, now: number): boolean {
  if (!date) return false;
  const time = Date.parse(date);
  return Number.isFinite(time) && now - time > ms;
}

/** A movie is released once its release date is more than 12 hours old. */
export function isMovieReleased(releaseDate: string | null | undefined, now = Date.now()): boolean {
  return isOlderThan(releaseDate, MOVIE_RELEASED_AFTER_MS, now);
}

/** A season is released once its air date is more than one day old. */
export function isSeasonReleased(airDate: string | null | undefined, now = Date.now()): boolean {
  return isOlderThan(airDate, SEASON_RELEASED_AFTER_MS, now);
}

/** Whether a date lies in the future (a Coming Soon badge). */
export function isComingSoon(date: string | null | undefined, now = Date.now()): boolean {
  if (!date) return false;
  const time = Date.parse(date);
  return Number.isFinite(time) && time > now;
}
