import { THUMBNAIL_SHORT_VIDEO_S, THUMBNAIL_STEP_LONG_S, THUMBNAIL_STEP_SHORT_S } from '../constants.ts';

/** Seconds between seek-bar thumbnails: every 10 s for videos under 300 s, else every 30 s. */
export function thumbnailStep(duration: number): number {
  return duration < THUMBNAIL_SHORT_VIDEO_S ? THUMBNAIL_STEP_SHORT_S : THUMBNAIL_STEP_LONG_S;
}

/** The times thumbnails are taken at, from 0 up to the end. */
export function thumbnailTimes(duration: number): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [];
  const step = thumbnailStep(duration);
  const times: number[] = [];
  for (let time = 0; time < duration; time += step) times.push(time);
  return times;
}
