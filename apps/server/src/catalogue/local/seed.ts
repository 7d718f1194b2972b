// Seeds the local catalogue from the sample files shipped in the repo, once per version of those files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';
import { addSummaries, importCatalogue, readImportFile } from './import-catalogue.ts';
import type { TImportSummary } from './import.repository.ts';
import { airWeeklyFromSeed } from './sample-airings.ts';

export const SAMPLE_CATALOGUE_DIR = path.resolve(import.meta.dirname, '../../../sample-catalogue');
const SEED_META_KEY = 'sample-catalogue';
/** Bump when the importer maps files differently, so existing databases take the sample in again. */
const IMPORTER_VERSION = 1;

interface TSeedMeta {
  hash: string;
  files: string[];
}

/** The sample files of a folder, in name order ([] when the folder is missing). */
export function sampleFiles(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(folder, name));
}

function hashOf(files: string[]): string {
  const hash = createHash('sha256').update(`importer:${IMPORTER_VERSION}\0`);
  for (const file of files) {
    hash
      .update(`${path.basename(file)}\0`)
      .update(fs.readFileSync(file))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * Imports every sample file when the database does not hold this version of them yet. The files' hash is
 * kept in app_meta: an unchanged sample costs one query, a changed one is imported again (upserts keep
 * that idempotent). Answers what was imported, or undefined when nothing was to do.
 */
export async function seedSampleCatalogue(
  db: TDb,
  folder = SAMPLE_CATALOGUE_DIR,
  now = Date.now(),
): Promise<TImportSummary | undefined> {
  const files = sampleFiles(folder);
  if (files.length === 0) return undefined;
  const hash = hashOf(files);
  const [seeded] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, SEED_META_KEY));
  if ((seeded?.value as TSeedMeta | undefined)?.hash === hash) return undefined;

  // Validate every file before writing any, so a broken sample leaves the database as it was.
  const parsed = files.map((file) => readImportFile(file));
  for (const file of parsed) airWeeklyFromSeed(file, now);
  let summary: TImportSummary | undefined;
  for (const file of parsed) {
    const imported = await importCatalogue(db, file);
    summary = summary ? addSummaries(summary, imported) : imported;
  }
  const value: TSeedMeta = { hash, files: files.map((f) => path.basename(f)) };
  await db
    .insert(appMeta)
    .values({ key: SEED_META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
  return summary;
}
