import {
  SEGMENT_KINDS,
  SEGMENT_SOURCES,
  type TPublishedSegmentOf,
  SEGMENT_MAX_VIDEO_S,
  segmentProblem,
  VIEWER_ID_PATTERN,
} from '@marquee/domain';
import { z } from 'zod';
import { id, INT4_MAX, integer, pattern } from '../catalogue/catalogue-fields.ts';
import { PLAY_TOKEN_PATTERN } from '../stats/stats.schemas.ts';

/** The export's format name and version: an import takes only files that say they are this format. */
export const SEGMENTS_FORMAT = 'marquee-segments';
export const SEGMENTS_FORMAT_VERSION = 1;
/** The export's licence: public domain dedication, so anyone may reuse the data. */
export const SEGMENTS_LICENSE = 'CC0-1.0';

const ZKind = z.enum(SEGMENT_KINDS, { error: `must be one of ${SEGMENT_KINDS.join(', ')}` });
const ZSeconds = z
  .number({ error: 'must be a number of seconds' })
  .min(0, 'must be a number of seconds from 0')
  .max(SEGMENT_MAX_VIDEO_S, `must be at most ${SEGMENT_MAX_VIDEO_S} seconds`);
const ZEpisodeNumber = z.number().int().min(0).max(INT4_MAX);

/** Which movie or episode: a movie by its id; an episode by its series' id, season and episode numbers. */
const ZMediaRef = z.strictObject({
  mediaType: z.enum(['movie', 'tv']),
  tmdbId: z.number().int().min(1).max(INT4_MAX),
  season: ZEpisodeNumber.optional(),
  episode: ZEpisodeNumber.optional(),
});

type TMediaRef = z.output<typeof ZMediaRef>;
const checkMediaRef = (ref: TMediaRef, context: z.RefinementCtx) => {
  const hasEpisode = ref.season !== undefined && ref.episode !== undefined;
  if (ref.mediaType === 'tv' && !hasEpisode) {
    context.addIssue({
      code: 'custom',
      path: ['episode'],
      message: 'an episode needs its season and episode',
    });
  }
  if (ref.mediaType === 'movie' && (ref.season !== undefined || ref.episode !== undefined)) {
    context.addIssue({ code: 'custom', path: ['season'], message: 'a movie has no season or episode' });
  }
};

const ZSegmentFields = ZMediaRef.extend({
  kind: ZKind,
  start: ZSeconds,
  end: ZSeconds,
  duration: ZSeconds,
});

const checkSegmentRow = (row: z.output<typeof ZSegmentFields>, context: z.RefinementCtx) => {
  checkMediaRef(row, context);
  const problem = segmentProblem(row);
  if (problem) {
    context.addIssue({ code: 'custom', path: ['end'], message: `implausible segment: ${problem}` });
  }
};

/** One segment of one movie or episode, as submissions and the import take it: plausible, or refused. */
export const ZSegmentRow = ZSegmentFields.superRefine(checkSegmentRow);
/** A row of an imported file: as the export writes it, its `source` (information only) allowed. */
export const ZSegmentImportRow = ZSegmentFields.extend({
  source: z.enum(SEGMENT_SOURCES).optional(),
}).superRefine(checkSegmentRow);
export type TSegmentRow = z.output<typeof ZSegmentRow>;

/** A signed-in user's marking of a segment in the player. */
export const ZSubmitSegmentBody = ZSegmentRow;

/**
 * A viewer's jump near the start or the end of a movie or episode (from, to, on a video of duration), with the
 * viewer number and the play token of the source search, so only real plays count.
 */
export const ZRecordSkipBody = ZMediaRef.extend({
  from: ZSeconds,
  to: ZSeconds,
  duration: ZSeconds,
  viewer: z.string().regex(VIEWER_ID_PATTERN, 'must be a viewer number (a random UUID in lower case)'),
  token: z.string().regex(PLAY_TOKEN_PATTERN, 'must be the play token the source search gave'),
}).superRefine(checkMediaRef);

export const ZMovieSegmentsParams = z.object({ id: id() });
export const ZEpisodeSegmentsParams = z.object({
  id: id(),
  season: integer(0, INT4_MAX),
  episode: integer(0, INT4_MAX),
});
/** The duration of the source playing, so the times come scaled to it (or dropped for another cut). */
export const ZSegmentsQuery = z.object({
  duration: pattern(/^\d{1,6}(\.\d{1,3})?$/, 'must be the video duration in seconds, such as 2700.5', 10)
    .transform(Number)
    .pipe(z.number().gt(0, 'must be more than 0 seconds').max(SEGMENT_MAX_VIDEO_S))
    .optional(),
});

export const ZSegment = z.object({
  kind: ZKind,
  start: z.number(),
  end: z.number(),
  duration: z.number(),
  source: z.enum(SEGMENT_SOURCES),
}) satisfies z.ZodType<TPublishedSegmentOf>;

/** The segments of one movie or episode, scaled to the duration asked for. */
export const ZSegmentsAnswer = z.object({ segments: z.array(ZSegment) });

/** The open file of every published segment (the export), in the format the import takes. */
export const ZSegmentsFile = z.object({
  format: z.literal(SEGMENTS_FORMAT),
  version: z.literal(SEGMENTS_FORMAT_VERSION),
  license: z.string(),
  generatedAt: z.string(),
  segments: z.array(
    z.object({
      mediaType: z.enum(['movie', 'tv']),
      tmdbId: z.number(),
      season: z.number().optional(),
      episode: z.number().optional(),
      kind: ZKind,
      start: z.number(),
      end: z.number(),
      duration: z.number(),
      source: z.enum(SEGMENT_SOURCES).optional(),
    }),
  ),
});
export type TSegmentsFile = z.output<typeof ZSegmentsFile>;

/** An import file's frame: the format and version it claims; its rows are checked one by one. */
export const ZSegmentsFileFrame = z.object({
  format: z.literal(SEGMENTS_FORMAT, { error: `must be "${SEGMENTS_FORMAT}"` }),
  version: z.literal(SEGMENTS_FORMAT_VERSION, { error: `must be ${SEGMENTS_FORMAT_VERSION}` }),
  segments: z.array(z.unknown(), { error: 'must be a list of segments' }),
});
