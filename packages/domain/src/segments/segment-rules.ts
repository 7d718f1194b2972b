/** The kinds of skippable parts of a video. */
export const SEGMENT_KINDS = ['intro', 'recap', 'credits', 'preview'] as const;
export type TSegmentKind = (typeof SEGMENT_KINDS)[number];

/** A skippable part of one movie or episode: start and end in seconds, on a video `duration` seconds long. */
export interface TSegment {
  kind: TSegmentKind;
  start: number;
  end: number;
  duration: number;
}

/**
 * How long each kind may last, in seconds. Intros 3–180 s and recaps 3–300 s; credits from 5 s (a title card)
 * to 15 minutes (a film's full roll with its songs); previews 3–300 s, like a recap.
 */
export const SEGMENT_LENGTH_BOUNDS: Record<TSegmentKind, { min: number; max: number }> = {
  intro: { min: 3, max: 180 },
  recap: { min: 3, max: 300 },
  credits: { min: 5, max: 900 },
  preview: { min: 3, max: 300 },
};

/** Videos longer than this (a day) are no movie or episode: a duration past it is a mistake. */
export const SEGMENT_MAX_VIDEO_S = 24 * 60 * 60;

/**
 * A source whose duration differs from the measured one by at most this share or SEGMENT_SCALE_TOLERANCE_S,
 * whichever is larger, is the same cut (another encode, a logo more or less): times are scaled to it. A larger
 * difference is another cut, where the times would land on the wrong scenes, so the segment is dropped.
 */
export const SEGMENT_SCALE_TOLERANCE_SHARE = 0.02;
export const SEGMENT_SCALE_TOLERANCE_S = 3;

const NAMES: Record<TSegmentKind, string> = {
  intro: 'an intro',
  recap: 'a recap',
  credits: 'credits',
  preview: 'a preview',
};

const isTime = (value: number) => Number.isFinite(value) && value >= 0;

/** Why a segment is implausible, or undefined when it is plausible. */
export function segmentProblem(segment: TSegment): string | undefined {
  const { kind, start, end, duration } = segment;
  if (!(SEGMENT_KINDS as readonly string[]).includes(kind)) return 'unknown kind';
  if (!isTime(duration) || duration <= 0 || duration > SEGMENT_MAX_VIDEO_S) {
    return `the video's duration must be between 0 and ${SEGMENT_MAX_VIDEO_S} s`;
  }
  if (!isTime(start) || !isTime(end) || end <= start) return 'the end must come after the start';
  if (end > duration) return 'the segment ends after the video';
  const bounds = SEGMENT_LENGTH_BOUNDS[kind];
  const length = end - start;
  if (length < bounds.min || length > bounds.max) {
    return `${NAMES[kind]} lasts ${bounds.min}–${bounds.max} s`;
  }
  // Intros and recaps open a video and credits close it: one on the wrong half is a mistake.
  if ((kind === 'intro' || kind === 'recap') && end > duration / 2) {
    return `${NAMES[kind]} ends in the first half`;
  }
  if (kind === 'credits' && start < duration / 2) return 'credits start in the second half';
  return undefined;
}

/** Whether a segment is plausible: a known kind, within its video, of a length its kind can have. */
export function isPlausibleSegment(segment: TSegment): boolean {
  return segmentProblem(segment) === undefined;
}

/** Whether two durations are of the same cut (see SEGMENT_SCALE_TOLERANCE_SHARE). */
export function isSameCut(measured: number, source: number): boolean {
  const tolerance = Math.max(SEGMENT_SCALE_TOLERANCE_S, measured * SEGMENT_SCALE_TOLERANCE_SHARE);
  return Math.abs(measured - source) <= tolerance;
}

/**
 * A segment on a source of `sourceDuration` seconds: its times scaled when the source is the same cut, undefined
 * when it differs by more. Without a known source duration, the segment as measured.
 */
export function scaleSegment<T extends TSegment>(
  segment: T,
  sourceDuration: number | undefined,
): T | undefined {
  if (sourceDuration === undefined || !Number.isFinite(sourceDuration) || sourceDuration <= 0) return segment;
  if (!isSameCut(segment.duration, sourceDuration)) return undefined;
  const ratio = sourceDuration / segment.duration;
  // To the millisecond: finer says nothing about a video, and answers stay short.
  const at = (seconds: number) => Math.round(seconds * ratio * 1000) / 1000;
  return {
    ...segment,
    start: Math.min(sourceDuration, at(segment.start)),
    end: Math.min(sourceDuration, at(segment.end)),
    duration: sourceDuration,
  };
}

/**
 * Against abuse: markings one account, and one address, may send an hour (a viewer marks a few per episode),
 * and viewers' skips one address may report an hour (a household bingeing a season sends a few dozen).
 */
export const SEGMENT_SUBMISSIONS_PER_USER_HOUR = 20;
export const SEGMENT_SUBMISSIONS_PER_ADDRESS_HOUR = 40;
export const SEGMENT_SKIPS_PER_ADDRESS_HOUR = 120;
