import { createHash, createHmac } from 'node:crypto';
import {
  SEGMENTS_FORMAT,
  SEGMENTS_FORMAT_VERSION,
  SEGMENTS_LICENSE,
  segmentsEndpoints,
  type TSegmentsFile,
} from '@marquee/contract';
import {
  agreedSegment,
  publishSegments,
  segmentsForSource,
  type TPublishedSegmentOf,
  type TSegment,
  type TSkipBucket,
} from '@marquee/domain';
import type { TDb } from '../db/client.ts';
import { serializeAnswer } from '../http/define-route.ts';
import { secretOnce } from '../shared/app-secrets.ts';
import { SegmentsRepository, type TMediaRef } from './segments.repository.ts';

/**
 * The export is built at most this often: it reads every row, and its readers may cache it as long (an import
 * shows in it after this at the latest).
 */
export const SEGMENTS_EXPORT_TTL_MS = 5 * 60 * 1000;
/** The app_meta row of the key submitters' addresses are hashed with (no address is stored). */
const ADDRESS_KEY_ROW = 'segment-address-key';

/** The export, serialized once, with the ETag of its bytes. */
export interface TSegmentsExport {
  body: string;
  etag: string;
}

/** Skip segments: what is published for a movie or episode, submissions, viewers' skips and the export. */
export class SegmentsService {
  readonly repository: SegmentsRepository;
  private readonly addressSecret: () => Promise<Buffer>;
  private exported: { at: number; value: Promise<TSegmentsExport> } | undefined;

  constructor(
    db: TDb,
    private readonly now: () => number = Date.now,
  ) {
    this.repository = new SegmentsRepository(db);
    this.addressSecret = secretOnce(db, ADDRESS_KEY_ROW);
  }

  /** The published segments of a movie or episode, scaled to the source's duration when it is given. */
  async segmentsOf(ref: TMediaRef, sourceDuration: number | undefined): Promise<TPublishedSegmentOf[]> {
    return segmentsForSource(publishSegments(await this.repository.evidence(ref)), sourceDuration);
  }

  /** Keeps a user's marking; answers whether enough independent submissions now agree on its kind. */
  async submit(userId: number, address: string, ref: TMediaRef, segment: TSegment): Promise<boolean> {
    const addressKey = createHmac('sha256', await this.addressSecret())
      .update(address)
      .digest('base64url');
    await this.repository.submit(userId, addressKey, ref, segment);
    const { submissions } = await this.repository.evidence(ref);
    return agreedSegment(segment.kind, submissions) !== undefined;
  }

  /** Counts a viewer's jump in its bucket. */
  async countSkip(ref: TMediaRef, bucket: Omit<TSkipBucket, 'count'>): Promise<void> {
    await this.repository.countSkip(ref, bucket);
  }

  /** Every published segment as one open file, rebuilt after SEGMENTS_EXPORT_TTL_MS. */
  async exportFile(): Promise<TSegmentsExport> {
    const at = this.now();
    if (!this.exported || at - this.exported.at >= SEGMENTS_EXPORT_TTL_MS) {
      const value = this.buildExport(at);
      this.exported = { at, value };
      // A failed build (the database away) is not kept.
      value.catch(() => {
        if (this.exported?.value === value) this.exported = undefined;
      });
    }
    return this.exported.value;
  }

  private async buildExport(at: number): Promise<TSegmentsExport> {
    const file: TSegmentsFile = {
      format: SEGMENTS_FORMAT,
      version: SEGMENTS_FORMAT_VERSION,
      license: SEGMENTS_LICENSE,
      generatedAt: new Date(at).toISOString(),
      segments: (await this.repository.allEvidence()).flatMap(({ ref, evidence }) =>
        publishSegments(evidence).map((segment) => ({ ...ref, ...segment })),
      ),
    };
    const body = serializeAnswer(segmentsEndpoints.exportSegments, file);
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  }
}
