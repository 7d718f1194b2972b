import type { TProgress } from '../sync/watch-history.ts';
import type { TSegment, TSegmentKind } from './segment-rules.ts';

/** What the player does at a segment of each kind: show a button, skip it by itself, or nothing. */
export const SEGMENT_ACTIONS = ['button', 'auto', 'off'] as const;
export type TSegmentAction = (typeof SEGMENT_ACTIONS)[number];

/** A segment's button goes away this close to its end: the jump would gain nothing. */
const SEGMENT_END_MARGIN_S = 0.5;
/** A seek lands on a frame, a hair before the time asked for: a jump to a segment's start lands in it. */
const SEEK_TOLERANCE_S = 0.05;

/** The segment playing at `time`, if any (the first when two overlap). */
export function segmentAt<T extends Pick<TSegment, 'start' | 'end'>>(
  segments: readonly T[],
  time: number,
): T | undefined {
  return segments.find(
    (segment) => time >= segment.start - SEEK_TOLERANCE_S && time < segment.end - SEGMENT_END_MARGIN_S,
  );
}

/** Where the credits start, when they are known. */
export function creditsStartOf(segments: readonly Pick<TSegment, 'kind' | 'start'>[]): number | undefined {
  return segments.find((segment) => segment.kind === 'credits')?.start;
}

/** Whether the segments hold an opening (intro or recap): without one, the 3% / 30 s Skip Intro rule applies. */
export function hasOpeningSegment(segments: readonly Pick<TSegment, 'kind'>[]): boolean {
  return segments.some((segment) => segment.kind === 'intro' || segment.kind === 'recap');
}

/** The words of a segment's skip button, in the style of the player's Skip Intro and Next Episode. */
export function skipButtonLabel(kind: TSegmentKind): string {
  return { intro: 'Skip Intro', recap: 'Skip Recap', credits: 'Skip Credits', preview: 'Skip Preview' }[kind];
}

/** The words of each choice of the skip settings. */
export const SEGMENT_ACTION_LABELS: Record<TSegmentAction, string> = {
  button: 'Show a button',
  auto: 'Skip automatically',
  off: 'Do nothing',
};

/**
 * The progress the watch history keeps: once the credits have started, the video counts as watched to its end
 * (so it is finished, not resumed in the credits).
 */
export function progressCountingCredits(
  time: number,
  duration: number,
  creditsStart: number | undefined,
): TProgress {
  const isInCredits = creditsStart !== undefined && Number.isFinite(duration) && time >= creditsStart;
  return { watched: isInCredits ? duration : time, duration };
}
