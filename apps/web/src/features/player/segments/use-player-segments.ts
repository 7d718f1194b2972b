import type { TPlayerRequest } from '../types.ts';
import type { TPlaybackClock } from '../use-playback-clock.ts';
import { useSegmentAutoSkip } from './use-segment-auto-skip.ts';
import { useSegments, type TSegmentPlan } from './use-segments.ts';
import { useSkipReporting } from './use-skip-reporting.ts';

/**
 * Everything the player does with skip segments besides its buttons: loads them for the source playing, skips
 * those set to skip automatically, and reports the viewer's own skips.
 */
export function usePlayerSegments(
  video: HTMLVideoElement | null,
  request: TPlayerRequest,
  clock: TPlaybackClock,
): TSegmentPlan {
  const plan = useSegments(request, clock);
  const isEpisode = request.mediaType === 'tv' && request.season !== undefined;
  useSegmentAutoSkip(video, plan, isEpisode);
  useSkipReporting(video, request, plan);
  return plan;
}
