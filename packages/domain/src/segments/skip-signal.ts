import { isPlausibleSegment, SEGMENT_LENGTH_BOUNDS, type TSegment } from './segment-rules.ts';

/** Viewers' skips are counted in buckets of this many seconds (where from, where to), nothing else kept. */
export const SKIP_BUCKET_S = 5;
/** Durations are counted to this many seconds, so encodes of one cut share their counts. */
export const SKIP_DURATION_STEP_S = 10;
/** A place viewers skip is taken for a segment once this many skips agree on it. */
export const SKIP_MIN_COUNT = 10;

/** Where a skip happened: over the opening (an intro or recap) or to the end (the credits). */
export type TSkipZone = 'start' | 'end';

/** One bucket of the aggregated skips of a movie or episode: how many viewers skipped from there to there. */
export interface TSkipBucket {
  zone: TSkipZone;
  /** The video's duration, to SKIP_DURATION_STEP_S. */
  durationS: number;
  fromBucket: number;
  toBucket: number;
  count: number;
}

/**
 * The bucket a viewer's jump falls in, or undefined when it says nothing about segments: a jump forward within
 * the first half as long as an intro or recap can be, or from the second half to the end (within a bucket),
 * no longer than credits can be.
 */
export function skipBucketOf(skip: {
  from: number;
  to: number;
  duration: number;
}): Omit<TSkipBucket, 'count'> | undefined {
  const { from, to, duration } = skip;
  if (
    ![from, to, duration].every(Number.isFinite) ||
    duration <= 0 ||
    from < 0 ||
    to <= from ||
    to > duration
  ) {
    return undefined;
  }
  const durationS = Math.round(duration / SKIP_DURATION_STEP_S) * SKIP_DURATION_STEP_S;
  const bucket = (seconds: number) => Math.round(seconds / SKIP_BUCKET_S);
  const length = to - from;
  const longest = Math.max(SEGMENT_LENGTH_BOUNDS.intro.max, SEGMENT_LENGTH_BOUNDS.recap.max);
  if (to <= duration / 2 && length >= SEGMENT_LENGTH_BOUNDS.intro.min && length <= longest) {
    return { zone: 'start', durationS, fromBucket: bucket(from), toBucket: bucket(to) };
  }
  const isToEnd = duration - to <= SKIP_BUCKET_S;
  if (isToEnd && from >= duration / 2 && duration - from <= SEGMENT_LENGTH_BOUNDS.credits.max) {
    return { zone: 'end', durationS, fromBucket: bucket(from), toBucket: bucket(durationS) };
  }
  return undefined;
}

function mostCounted(
  buckets: readonly TSkipBucket[],
  keyOf: (bucket: TSkipBucket) => string,
): { bucket: TSkipBucket; count: number } | undefined {
  const counts = new Map<string, { bucket: TSkipBucket; count: number }>();
  for (const bucket of buckets) {
    const key = keyOf(bucket);
    const entry = counts.get(key);
    counts.set(key, { bucket: entry?.bucket ?? bucket, count: (entry?.count ?? 0) + bucket.count });
  }
  let best: { bucket: TSkipBucket; count: number } | undefined;
  // In key order, so ties go the same way whatever order the rows came in.
  for (const [, entry] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    if (!best || entry.count > best.count) best = entry;
  }
  return best && best.count >= SKIP_MIN_COUNT ? best : undefined;
}

/**
 * The segments viewers' skips point at: the opening jump most viewers make is the intro, and the place most
 * viewers leave for the end is where the credits start; each once SKIP_MIN_COUNT skips agree and it is plausible.
 */
export function segmentsFromSkips(buckets: readonly TSkipBucket[]): TSegment[] {
  const found: TSegment[] = [];
  const opening = mostCounted(
    buckets.filter((bucket) => bucket.zone === 'start'),
    (bucket) => `${bucket.durationS}:${bucket.fromBucket}:${bucket.toBucket}`,
  );
  if (opening) {
    const { durationS, fromBucket, toBucket } = opening.bucket;
    found.push({
      kind: 'intro',
      start: fromBucket * SKIP_BUCKET_S,
      end: toBucket * SKIP_BUCKET_S,
      duration: durationS,
    });
  }
  const closing = mostCounted(
    buckets.filter((bucket) => bucket.zone === 'end'),
    (bucket) => `${bucket.durationS}:${bucket.fromBucket}`,
  );
  if (closing) {
    const { durationS, fromBucket } = closing.bucket;
    found.push({ kind: 'credits', start: fromBucket * SKIP_BUCKET_S, end: durationS, duration: durationS });
  }
  return found.filter(isPlausibleSegment);
}
