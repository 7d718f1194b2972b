import { segmentsRoutes } from '@marquee/contract/routes';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { TBodyOf } from '@marquee/contract/routes';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** Keys of the segments queries: ['segments', 'detail', { movie or episode, duration }]. */
export const segmentsKeys = { all: ['segments'] as const };

/** A movie, or an episode of a series. */
export interface TSegmentsRef {
  mediaType: 'movie' | 'tv';
  tmdbId: number;
  season?: number | undefined;
  episode?: number | undefined;
}

/** The published segments of a movie or episode, scaled by the server to a source of `duration` seconds. */
export function segmentsQuery(ref: TSegmentsRef, duration: number) {
  // A tenth of a second is finer than any segment needs, and keeps one entry per source.
  const seconds = duration.toFixed(1);
  return queryOptions({
    queryKey: [...segmentsKeys.all, 'detail', { ...ref, duration: seconds }] as const,
    queryFn: ({ signal }) =>
      ref.mediaType === 'tv'
        ? apiGet(segmentsRoutes.episodeSegments, {
            params: { id: ref.tmdbId, season: ref.season ?? 1, episode: ref.episode ?? 1 },
            query: { duration: seconds },
            signal,
          })
        : apiGet(segmentsRoutes.movieSegments, {
            params: { id: ref.tmdbId },
            query: { duration: seconds },
            signal,
          }),
    staleTime: 5 * 60_000,
  });
}

/** A signed-in user's marking of a segment. */
export const submitSegmentMutation = () =>
  mutationOptions({
    mutationKey: [...segmentsKeys.all, 'submit'],
    mutationFn: (body: TBodyOf<typeof segmentsRoutes.submitSegment>) =>
      apiSend(segmentsRoutes.submitSegment, body),
  });

/** Reports a viewer's skip; failures are ignored, the signal never gets in the way of watching. */
export function reportSkip(body: TBodyOf<typeof segmentsRoutes.recordSkip>): void {
  void apiSend(segmentsRoutes.recordSkip, body).catch(() => undefined);
}
