import { z } from 'zod';
import { endpoint } from '../declare-endpoint.ts';
import {
  ZEpisodeSegmentsParams,
  ZMovieSegmentsParams,
  ZRecordSkipBody,
  ZSegmentsAnswer,
  ZSegmentsFile,
  ZSegmentsQuery,
  ZSubmitSegmentBody,
} from './segments.schemas.ts';

/** Skip segments (intro, recap, credits, preview): read per movie or episode, submitted, counted, exported. */
export const segmentsEndpoints = {
  movieSegments: endpoint({
    method: 'GET',
    path: '/api/segments/movie/:id',
    params: ZMovieSegmentsParams,
    query: ZSegmentsQuery,
    response: ZSegmentsAnswer,
  }),
  episodeSegments: endpoint({
    method: 'GET',
    path: '/api/segments/tv/:id/:season/:episode',
    params: ZEpisodeSegmentsParams,
    query: ZSegmentsQuery,
    response: ZSegmentsAnswer,
  }),
  submitSegment: endpoint({
    method: 'POST',
    path: '/api/segments/submissions',
    body: ZSubmitSegmentBody,
    response: z.object({ ok: z.literal(true), isPublished: z.boolean() }),
  }),
  recordSkip: endpoint({
    method: 'POST',
    path: '/api/segments/skips',
    body: ZRecordSkipBody,
    response: z.object({ isCounted: z.boolean() }),
  }),
  exportSegments: endpoint({ method: 'GET', path: '/api/segments/export', response: ZSegmentsFile }),
};
