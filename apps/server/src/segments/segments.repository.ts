// Skip segments: operators' imports, users' submissions and viewers' aggregated skips, by movie or episode.
import type { TSegment, TSegmentEvidence, TSegmentSubmission, TSkipBucket } from '@marquee/domain';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { segmentImports, segmentSkips, segmentSubmissions } from '../db/schema.ts';

/** A movie, or an episode of a series. */
export interface TMediaRef {
  mediaType: 'movie' | 'tv';
  tmdbId: number;
  season?: number | undefined;
  episode?: number | undefined;
}

/** The key rows of one movie or episode share: `movie:ID` or `tv:ID:SEASON:EPISODE`. */
export function mediaKeyOf(ref: TMediaRef): string {
  return ref.mediaType === 'movie'
    ? `movie:${ref.tmdbId}`
    : `tv:${ref.tmdbId}:${ref.season ?? 0}:${ref.episode ?? 0}`;
}

const refColumns = (ref: TMediaRef) => ({
  mediaKey: mediaKeyOf(ref),
  mediaType: ref.mediaType,
  tmdbId: ref.tmdbId,
  season: ref.mediaType === 'tv' ? (ref.season ?? null) : null,
  episode: ref.mediaType === 'tv' ? (ref.episode ?? null) : null,
});

const refOf = (row: {
  mediaType: 'movie' | 'tv';
  tmdbId: number;
  season: number | null;
  episode: number | null;
}) => ({
  mediaType: row.mediaType,
  tmdbId: row.tmdbId,
  ...(row.season !== null ? { season: row.season } : {}),
  ...(row.episode !== null ? { episode: row.episode } : {}),
});

/** What is known of one movie or episode, with which it is. */
export interface TMediaEvidence {
  ref: TMediaRef;
  evidence: TSegmentEvidence;
}

export class SegmentsRepository {
  constructor(private readonly db: TDb) {}

  /** The imports, submissions and skip counts of one movie or episode. */
  async evidence(ref: TMediaRef): Promise<TSegmentEvidence> {
    const key = mediaKeyOf(ref);
    const [imported, submitted, skipped] = await Promise.all([
      this.db.select().from(segmentImports).where(eq(segmentImports.mediaKey, key)),
      this.db.select().from(segmentSubmissions).where(eq(segmentSubmissions.mediaKey, key)),
      this.db.select().from(segmentSkips).where(eq(segmentSkips.mediaKey, key)),
    ]);
    return {
      imported: imported.map(segmentOf),
      submissions: submitted.map(submissionOf),
      skips: skipped.map(bucketOf),
    };
  }

  /** The evidence of every movie and episode that has any, in key order (for the export). */
  async allEvidence(): Promise<TMediaEvidence[]> {
    const [imported, submitted, skipped] = await Promise.all([
      this.db.select().from(segmentImports),
      this.db.select().from(segmentSubmissions),
      this.db.select().from(segmentSkips),
    ]);
    const byKey = new Map<string, TMediaEvidence>();
    const entryOf = (row: Parameters<typeof refOf>[0] & { mediaKey: string }) => {
      let entry = byKey.get(row.mediaKey);
      if (!entry) {
        entry = { ref: refOf(row), evidence: { imported: [], submissions: [], skips: [] } };
        byKey.set(row.mediaKey, entry);
      }
      return entry.evidence as {
        imported: TSegment[];
        submissions: TSegmentSubmission[];
        skips: TSkipBucket[];
      };
    };
    for (const row of imported) entryOf(row).imported.push(segmentOf(row));
    for (const row of submitted) entryOf(row).submissions.push(submissionOf(row));
    for (const row of skipped) entryOf(row).skips.push(bucketOf(row));
    return [...byKey].sort(([a], [b]) => a.localeCompare(b)).map(([, entry]) => entry);
  }

  /** Keeps a user's marking of a segment, in place of their earlier one of the same kind. */
  async submit(userId: number, addressKey: string, ref: TMediaRef, segment: TSegment): Promise<void> {
    const values = { userId, addressKey, ...refColumns(ref), ...segmentColumns(segment) };
    await this.db
      .insert(segmentSubmissions)
      .values(values)
      .onConflictDoUpdate({
        target: [segmentSubmissions.userId, segmentSubmissions.mediaKey, segmentSubmissions.kind],
        set: { addressKey, ...segmentColumns(segment), submittedAt: sql`now()` },
      });
  }

  /** Counts one viewer's skip in its bucket. */
  async countSkip(ref: TMediaRef, bucket: Omit<TSkipBucket, 'count'>): Promise<void> {
    await this.db
      .insert(segmentSkips)
      .values({ ...refColumns(ref), ...bucket, count: 1 })
      .onConflictDoUpdate({
        target: [
          segmentSkips.mediaKey,
          segmentSkips.zone,
          segmentSkips.durationS,
          segmentSkips.fromBucket,
          segmentSkips.toBucket,
        ],
        set: { count: sql`${segmentSkips.count} + 1` },
      });
  }

  /**
   * Stores imported segments, one per movie or episode and kind: a later import replaces an earlier one, unless
   * `keepExisting` (the bundled seed never overwrites an operator's data). Answers how many rows were written.
   */
  async importSegments(rows: readonly (TMediaRef & TSegment)[], keepExisting = false): Promise<number> {
    if (rows.length === 0) return 0;
    const values = rows.map((row) => ({ ...refColumns(row), ...segmentColumns(row) }));
    const insert = this.db.insert(segmentImports).values(values);
    const written = keepExisting
      ? await insert.onConflictDoNothing().returning({ key: segmentImports.mediaKey })
      : await insert
          .onConflictDoUpdate({
            target: [segmentImports.mediaKey, segmentImports.kind],
            set: {
              startS: sql`excluded.start_s`,
              endS: sql`excluded.end_s`,
              durationS: sql`excluded.duration_s`,
              importedAt: sql`now()`,
            },
          })
          .returning({ key: segmentImports.mediaKey });
    return written.length;
  }
}

const segmentColumns = (segment: TSegment) => ({
  kind: segment.kind,
  startS: segment.start,
  endS: segment.end,
  durationS: segment.duration,
});

function segmentOf(row: {
  kind: TSegment['kind'];
  startS: number;
  endS: number;
  durationS: number;
}): TSegment {
  return { kind: row.kind, start: row.startS, end: row.endS, duration: row.durationS };
}

function submissionOf(row: typeof segmentSubmissions.$inferSelect): TSegmentSubmission {
  return { ...segmentOf(row), user: String(row.userId), address: row.addressKey };
}

function bucketOf(row: typeof segmentSkips.$inferSelect): TSkipBucket {
  const { zone, durationS, fromBucket, toBucket, count } = row;
  return { zone, durationS, fromBucket, toBucket, count };
}
