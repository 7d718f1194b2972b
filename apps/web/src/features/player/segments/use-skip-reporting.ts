import { useEffect, useEffectEvent } from 'react';
import { currentViewerNumber } from '../../stats/viewer-id.ts';
import type { TPlayerRequest } from '../types.ts';
import { reportSkip } from './queries.ts';
import { segmentsRefOf, type TSegmentPlan } from './use-segments.ts';

/** A jump shorter than this is a nudge, not a skip. */
const MIN_SKIP_S = 3;
/** A jump landing this close to a known segment's end is the player's own skip, not the viewer's judgement. */
const OWN_SKIP_SLACK_S = 0.25;

/**
 * Tells the server where this viewer jumps forward (from, to), for the aggregate of where viewers skip; with
 * the play token of the source search, so only real plays count, and never the player's own skips.
 */
export function useSkipReporting(
  video: HTMLVideoElement | null,
  request: TPlayerRequest,
  plan: TSegmentPlan,
): void {
  const report = useEffectEvent((from: number, to: number, duration: number) => {
    if (!request.playToken || to - from < MIN_SKIP_S || !Number.isFinite(duration)) return;
    if (plan.segments.some((segment) => Math.abs(segment.end - to) <= OWN_SKIP_SLACK_S)) return;
    reportSkip({
      ...segmentsRefOf(request),
      from,
      to,
      duration,
      viewer: currentViewerNumber(),
      token: request.playToken,
    });
  });
  useEffect(() => {
    if (!video) return;
    let last = video.currentTime;
    const onTime = () => {
      if (!video.seeking) last = video.currentTime;
    };
    const onSeeking = () => {
      report(last, video.currentTime, video.duration);
      last = video.currentTime;
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeking', onSeeking);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeking', onSeeking);
    };
  }, [video]);
}
