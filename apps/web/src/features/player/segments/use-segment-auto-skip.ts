import { useEffect, useRef } from 'react';
import { endMedia, seekMedia } from '../media-element.ts';
import type { TSegmentPlan } from './use-segments.ts';

/**
 * Skips a segment set to "Skip automatically" as playback enters it, once: a viewer who seeks back into it
 * watches it. A movie's credits end the film (its progress then counts as watched); an episode's are left to the
 * Up next card.
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
    if (active.kind === 'credits') endMedia(video);
    else seekMedia(video, active.end);
  }, [video, active, action, isEpisode]);
}
