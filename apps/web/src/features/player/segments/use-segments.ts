import {
  creditsStartOf,
  hasOpeningSegment,
  segmentAt,
  type TPublishedSegmentOf as TPublishedSegment,
  type TSegmentAction,
  type TSegmentKind,
} from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../accounts/use-settings.ts';
import type { TPlayerRequest } from '../types.ts';
import type { TPlaybackClock } from '../use-playback-clock.ts';
import { segmentsQuery, type TSegmentsRef } from './queries.ts';

/** What the player knows of the skip segments of what plays, and what the viewer wants done at each kind. */
export interface TSegmentPlan {
  segments: readonly TPublishedSegment[];
  /** The segment playing now. */
  active: TPublishedSegment | undefined;
  actionOf: (kind: TSegmentKind) => TSegmentAction;
  creditsStart: number | undefined;
  /** No intro or recap is known (once the answer came): the 3% / 30 s Skip Intro applies, unless turned off. */
  isFallbackIntro: boolean;
}

/** The movie or episode a player request plays, as the segments endpoints name it. */
export function segmentsRefOf(request: TPlayerRequest): TSegmentsRef {
  return request.mediaType === 'tv'
    ? { mediaType: 'tv', tmdbId: request.tmdbId, season: request.season ?? 1, episode: request.episode ?? 1 }
    : { mediaType: 'movie', tmdbId: request.tmdbId };
}

/** The segments of what plays, asked for once the source's duration is known (the server scales to it). */
export function useSegments(request: TPlayerRequest, clock: TPlaybackClock): TSegmentPlan {
  const settings = useSettings();
  const query = useQuery({
    ...segmentsQuery(segmentsRefOf(request), clock.duration),
    enabled: clock.duration > 0,
  });
  const segments = query.data?.segments ?? [];
  const actions: Record<TSegmentKind, TSegmentAction> = {
    intro: settings.skipIntro,
    recap: settings.skipRecap,
    credits: settings.skipCredits,
    preview: settings.skipPreview,
  };
  return {
    segments,
    active: segmentAt(segments, clock.time),
    actionOf: (kind) => actions[kind],
    creditsStart: actions.credits === 'off' ? undefined : creditsStartOf(segments),
    isFallbackIntro:
      (query.isSuccess || query.isError) && !hasOpeningSegment(segments) && actions.intro !== 'off',
  };
}
