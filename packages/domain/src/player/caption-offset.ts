import { CAPTION_OFFSET_MAX_S } from '../constants.ts';
import { clampCaptionDelay, type TTimedCue } from './captions.ts';

// The caption offset (seconds captions are shown later; negative: earlier): typed, set from a marker, and
// remembered per title and source.

/**
 * A typed offset in seconds ("2.5", "-1,3", "+90") or minutes and seconds ("-1:20.5"); undefined when it is
 * not a number or lies beyond ten minutes either way. Kept to a tenth of a second.
 */
export function parseCaptionOffset(typed: string): number | undefined {
  const match = /^\s*([+\-−]?)\s*(?:(\d+):)?(\d+(?:[.,]\d*)?|[.,]\d+)\s*s?\s*$/.exec(typed);
  if (!match) return undefined;
  const [, sign, minutes, seconds] = match;
  const value = Number(minutes ?? 0) * 60 + Number(seconds!.replace(',', '.'));
  const signed = sign === '-' || sign === '−' ? -value : value;
  if (!Number.isFinite(signed) || Math.abs(signed) > CAPTION_OFFSET_MAX_S) return undefined;
  return clampCaptionDelay(signed);
}

/** An offset as the field shows it: seconds to a tenth, signed when not zero ("+2.5", "-81.3", "0.0"). */
export function formatCaptionOffset(offset: number): string {
  const text = Math.abs(offset).toFixed(1);
  if (offset > 0) return `+${text}`;
  return offset < 0 ? `-${text}` : text;
}

/** "I just heard this line": the offset that shows the chosen cue now, `now` being the video's time. */
export function offsetForHeardLine(now: number, cue: Pick<TTimedCue, 'startTime'>): number {
  return clampCaptionDelay(now - cue.startTime);
}

/**
 * Both markers on one line: it was heard at `heardAt` and its caption appeared at `appearedAt` (video times)
 * under `delay`; the offset that makes the caption appear when the line is heard.
 */
export function offsetForMarks(delay: number, heardAt: number, appearedAt: number): number {
  return clampCaptionDelay(delay + heardAt - appearedAt);
}

/**
 * The lines offered for "I just heard this line": the `count` cues whose caption would appear (under `delay`)
 * nearest to `now`, in their order in the file.
 */
export function heardLineCandidates<T extends TTimedCue>(
  cues: readonly T[],
  now: number,
  delay: number,
  count: number,
): T[] {
  const distance = (cue: T) => Math.abs(cue.startTime + delay - now);
  return [...cues]
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, Math.max(0, count))
    .sort((a, b) => a.startTime - b.startTime);
}

/** Remembered offsets: by title-and-source key, each with when it was set (ms since 1970). */
export type TCaptionOffsets = Record<string, { offset: number; updatedAt: number }>;

/** How many titles' offsets are kept (the oldest set are dropped first). */
export const CAPTION_OFFSETS_KEPT = 200;

/** The key an offset is remembered under: a movie or an episode, and the source it plays from. */
export function captionOffsetKey(
  media: { type: 'movie' | 'show'; tmdbId: number; season?: number; episode?: number },
  source: string,
): string {
  const title =
    media.type === 'show'
      ? `show-${media.tmdbId}-s${media.season ?? 0}e${media.episode ?? 0}`
      : `movie-${media.tmdbId}`;
  return `${title}|${source}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Remembered offsets read leniently: entries that are not a usable offset are left out. */
export function parseCaptionOffsets(data: unknown): TCaptionOffsets {
  if (!isRecord(data)) return {};
  const offsets: TCaptionOffsets = {};
  for (const [key, entry] of Object.entries(data)) {
    if (!isRecord(entry) || typeof entry.offset !== 'number' || typeof entry.updatedAt !== 'number') continue;
    if (!Number.isFinite(entry.offset) || !Number.isFinite(entry.updatedAt)) continue;
    offsets[key] = { offset: clampCaptionDelay(entry.offset), updatedAt: entry.updatedAt };
  }
  return offsets;
}

/** The offsets with one set at `now`, keeping the newest CAPTION_OFFSETS_KEPT. */
export function withCaptionOffset(
  offsets: TCaptionOffsets,
  key: string,
  offset: number,
  now: number,
): TCaptionOffsets {
  const next: TCaptionOffsets = { ...offsets, [key]: { offset: clampCaptionDelay(offset), updatedAt: now } };
  const kept = Object.entries(next)
    .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
    .slice(0, CAPTION_OFFSETS_KEPT);
  return Object.fromEntries(kept);
}

/** Two devices' remembered offsets as one: per key the one set last wins. */
export function mergeCaptionOffsets(a: TCaptionOffsets, b: TCaptionOffsets): TCaptionOffsets {
  const merged: TCaptionOffsets = { ...a };
  for (const [key, entry] of Object.entries(b)) {
    const mine = merged[key];
    if (
      !mine ||
      entry.updatedAt > mine.updatedAt ||
      (entry.updatedAt === mine.updatedAt && entry.offset > mine.offset)
    ) {
      merged[key] = entry;
    }
  }
  return Object.fromEntries(
    Object.entries(merged)
      .sort(([, x], [, y]) => y.updatedAt - x.updatedAt)
      .slice(0, CAPTION_OFFSETS_KEPT),
  );
}
