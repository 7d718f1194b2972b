import { agreedSegment, type TSegmentSubmission } from './agreement.ts';
import { isPlausibleSegment, scaleSegment, SEGMENT_KINDS, type TSegment } from './segment-rules.ts';
import { segmentsFromSkips, type TSkipBucket } from './skip-signal.ts';

/** Where a published segment comes from: an operator's import, users' agreeing submissions, viewers' skips. */
export const SEGMENT_SOURCES = ['import', 'submissions', 'viewers'] as const;
export type TSegmentSource = (typeof SEGMENT_SOURCES)[number];

export interface TPublishedSegmentOf extends TSegment {
  source: TSegmentSource;
}

/** Everything known of one movie's or episode's segments. */
export interface TSegmentEvidence {
  imported: readonly TSegment[];
  submissions: readonly TSegmentSubmission[];
  skips: readonly TSkipBucket[];
}

/**
 * The segments of one movie or episode, one per kind: the operator's import first, else what enough users
 * agree on, else what viewers' skips show; implausible ones never. In the kinds' order.
 */
export function publishSegments(evidence: TSegmentEvidence): TPublishedSegmentOf[] {
  const fromSkips = segmentsFromSkips(evidence.skips);
  const published: TPublishedSegmentOf[] = [];
  for (const kind of SEGMENT_KINDS) {
    const imported = evidence.imported.find(
      (segment) => segment.kind === kind && isPlausibleSegment(segment),
    );
    const agreed = imported ? undefined : agreedSegment(kind, evidence.submissions);
    const skipped = imported || agreed ? undefined : fromSkips.find((segment) => segment.kind === kind);
    const chosen: TPublishedSegmentOf | undefined = imported
      ? { ...pick(imported), source: 'import' }
      : agreed
        ? { ...pick(agreed), source: 'submissions' }
        : skipped
          ? { ...pick(skipped), source: 'viewers' }
          : undefined;
    if (chosen) published.push(chosen);
  }
  return published;
}

const pick = ({ kind, start, end, duration }: TSegment): TSegment => ({ kind, start, end, duration });

/** Published segments on a source of `sourceDuration` seconds: scaled to it, those of another cut left out. */
export function segmentsForSource<T extends TSegment>(
  segments: readonly T[],
  sourceDuration: number | undefined,
): T[] {
  return segments.flatMap((segment) => scaleSegment(segment, sourceDuration) ?? []);
}
