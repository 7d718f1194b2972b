import type { TSegmentKind } from '@marquee/domain';
import { useEffect, useRef } from 'react';
import { endMedia, seekMedia } from '../media-element.ts';
import type { TSegmentPlan } from './use-segments.ts';

/**
 * Skips a segment set to "Skip automatically" as playback enters it, once: a viewer who seeks back into it
 * watches it. A movie's credits end the film (its progress then counts as watched); an episode's are left to the
 * Up next card. Once per kind (a title has one segment of each): the segments are asked for again when the
 * source's length changes, as a streamed video's does when its last segment arrives, and come back scaled to it.
 */
export function useSegmentAutoSkip(
  video: HTMLVideoElement | null,
  plan: TSegmentPlan,
  isEpisode: boolean,
): void {
  const skipped = useRef(new Set<TSegmentKind>());
  const { active } = plan;
  const action = active ? plan.actionOf(active.kind) : 'off';
  useEffect(() => {
    if (!video || !active || action !== 'auto' || (isEpisode && active.kind === 'credits')) return;
    if (skipped.current.has(active.kind)) return;
    skipped.current.add(active.kind);
    if (active.kind === 'credits') endMedia(video);
    else seekMedia(video, active.end);
  }, [video, active, action, isEpisode]);
}
