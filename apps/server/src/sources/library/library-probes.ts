import fs from 'node:fs/promises';
import path from 'node:path';
import type { TKeyframe, TMediaProbe } from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { libraryProbes } from '../../db/schema.ts';
import { probeFile, readKeyframes } from './probe.ts';

export type TProbeAnswer = { probe: TMediaProbe } | { probe: undefined; error: string };

/**
 * What each library file holds: read by ffprobe once and kept in the database, read again when the file's
 * size or modification time changes. Asking for a file being probed waits for that probe.
 */
export class LibraryProbes {
  private readonly running = new Map<string, Promise<TProbeAnswer>>();
  private readonly listing = new Map<string, Promise<TKeyframe[]>>();

  constructor(
    private readonly db: TDb,
    private readonly root: string,
    /** The ffprobe binary; without one nothing is probed. */
    private readonly ffprobe: string | undefined,
    private readonly probe: (ffprobe: string, file: string) => Promise<TMediaProbe> = probeFile,
    private readonly keyframes: (ffprobe: string, file: string) => Promise<TKeyframe[]> = readKeyframes,
  ) {}

  /**
   * The video keyframes of a file: read once, when first asked, and kept with its probe (a changed file is
   * probed again, and its keyframes read again). None when they cannot be read: its segments are then fixed.
   */
  async keyframesOf(relativePath: string): Promise<TKeyframe[]> {
    const answer = await this.probeOf(relativePath);
    if (!answer.probe?.video || !this.ffprobe) return [];
    if (answer.probe.keyframes) return answer.probe.keyframes;
    const known = this.listing.get(relativePath);
    if (known) return known;
    const ffprobe = this.ffprobe;
    const probe = answer.probe;
    const work = (async () => {
      const file = path.join(this.root, relativePath);
      const stat = await fs.stat(file);
      const keyframes = await this.keyframes(ffprobe, file).catch(() => []);
      // Kept only over the probe of the same file: one changed meanwhile is read again next time.
      await this.db
        .update(libraryProbes)
        .set({ probe: { ...probe, keyframes } })
        .where(
          and(
            eq(libraryProbes.relativePath, relativePath),
            eq(libraryProbes.sizeBytes, stat.size),
            eq(libraryProbes.modifiedMs, Math.floor(stat.mtimeMs)),
          ),
        );
      return keyframes;
    })().finally(() => this.listing.delete(relativePath));
    this.listing.set(relativePath, work);
    return work;
  }

  /** The probe of a file under the library (`relativePath` already checked to stay inside it). */
  async probeOf(relativePath: string): Promise<TProbeAnswer> {
    const known = this.running.get(relativePath);
    if (known) return known;
    const work = this.freshProbe(relativePath).finally(() => this.running.delete(relativePath));
    this.running.set(relativePath, work);
    return work;
  }

  private async freshProbe(relativePath: string): Promise<TProbeAnswer> {
    const file = path.join(this.root, relativePath);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return { probe: undefined, error: 'No such file' };
    const sizeBytes = stat.size;
    const modifiedMs = Math.floor(stat.mtimeMs);
    const [row] = await this.db
      .select()
      .from(libraryProbes)
      .where(eq(libraryProbes.relativePath, relativePath));
    if (row && row.sizeBytes === sizeBytes && row.modifiedMs === modifiedMs) {
      return row.probe ? { probe: row.probe } : { probe: undefined, error: row.error ?? 'Not readable' };
    }
    if (!this.ffprobe) return { probe: undefined, error: 'No ffprobe' };
    const answer: TProbeAnswer = await this.probe(this.ffprobe, file).then(
      (probe) => ({ probe }),
      (error: unknown) => ({
        probe: undefined,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    const values = {
      sizeBytes,
      modifiedMs,
      probe: answer.probe ?? null,
      error: answer.probe ? null : answer.error,
      probedAt: new Date(),
    };
    await this.db
      .insert(libraryProbes)
      .values({ relativePath, ...values })
      .onConflictDoUpdate({ target: libraryProbes.relativePath, set: values });
    return answer;
  }
}
