import {
  THUMBNAIL_HEIGHT,
  THUMBNAIL_SHORT_VIDEO_S,
  THUMBNAIL_STEP_LONG_S,
  THUMBNAIL_STEP_SHORT_S,
  THUMBNAIL_WIDTH,
} from '../constants.ts';

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

/** The sprite sheet holding a video's thumbnails: at most 10 a row, in the order of their times. */
export interface TThumbnailSheet {
  times: number[];
  columns: number;
  rows: number;
  /** The sheet's size in pixels. */
  width: number;
  height: number;
}

export function thumbnailSheet(duration: number): TThumbnailSheet {
  const times = thumbnailTimes(duration);
  const columns = Math.max(1, Math.min(10, times.length));
  const rows = Math.ceil(times.length / columns);
  return { times, columns, rows, width: columns * THUMBNAIL_WIDTH, height: rows * THUMBNAIL_HEIGHT };
}

/** Where thumbnail `index` sits in its sheet. */
export function thumbnailTile(index: number, columns: number): { x: number; y: number } {
  return { x: (index % columns) * THUMBNAIL_WIDTH, y: Math.floor(index / columns) * THUMBNAIL_HEIGHT };
}

const vttTime = (seconds: number) => new Date(Math.max(0, seconds) * 1000).toISOString().slice(11, 23);

/**
 * The WebVTT `thumbnails` track of a sheet as media-chrome reads it: one cue per thumbnail, from its time to
 * the next (the last to the end), naming its tile of the sprite at `spriteUrl` (`#xywh=x,y,w,h`).
 */
export function thumbnailTrack(duration: number, spriteUrl: string): string {
  const { times, columns } = thumbnailSheet(duration);
  const cues = times.map((time, index) => {
    const { x, y } = thumbnailTile(index, columns);
    const end = index === times.length - 1 ? duration : times[index + 1]!;
    return `${vttTime(time)} --> ${vttTime(end)}\n${spriteUrl}#xywh=${x},${y},${THUMBNAIL_WIDTH},${THUMBNAIL_HEIGHT}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
