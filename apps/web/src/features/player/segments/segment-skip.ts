import { isSkipIntroShown, skipButtonLabel, skipIntroTarget } from '@marquee/domain';
import type { TPlaybackClock } from '../use-playback-clock.ts';
import type { TSegmentPlan } from './use-segments.ts';

/** A skip button: its words and where it jumps to. */
export interface TSegmentSkip {
  label: string;
  target: number;
}

/**
 * The skip button to show now: the playing segment's when its kind is set to a button (an episode's credits
 * bring Next Episode instead), else, for an episode with no known opening, the 3% / 30 s Skip Intro.
 */
export function segmentSkipOf(
  plan: TSegmentPlan,
  clock: TPlaybackClock,
  isEpisode: boolean,
): TSegmentSkip | undefined {
  const { active } = plan;
  if (active && plan.actionOf(active.kind) === 'button' && !(isEpisode && active.kind === 'credits')) {
    return { label: skipButtonLabel(active.kind), target: active.end };
  }
  if (isEpisode && plan.isFallbackIntro && isSkipIntroShown(clock.time, clock.duration)) {
    return { label: 'Skip Intro', target: skipIntroTarget(clock.duration) };
  }
  return undefined;
}
