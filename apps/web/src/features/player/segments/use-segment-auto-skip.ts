import { useEffect, useRef } from 'react';
import { seekMedia } from '../media-element.ts';
import type { TSegmentPlan } from './use-segments.ts';

/**
 * Skips a segment set to "Skip automatically" as playback enters it, once: a viewer who seeks back into it
 * watches it. An episode's credits are left to the Up next card.
 */
export function useSegmentAutoSkip(
  video: HTMLVideoElement | null,
  plan: TSegmentPlan,
  isEpisode: boolean,
): void {
  const skipped = useRef(new Set<string>());
  const { active } = plan;
  const action = active ? plan.actionOf(active.kind) : 'off';
  useEffect(() => {
    if (!video || !active || action !== 'auto' || (isEpisode && active.kind === 'credits')) return;
    const key = `${active.kind}:${active.start}`;
    if (skipped.current.has(key)) return;
    skipped.current.add(key);
    seekMedia(video, active.end);
  }, [video, active, action, isEpisode]);
}
