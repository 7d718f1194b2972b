// Writes an import's rows: batched upserts that leave unchanged rows untouched, and removal of credits the
// file no longer names, all in one transaction.
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { rowsOf, type TDb } from '../../db/client.ts';
import { credits, episodes, people, seasons, titles } from '../../db/schema.ts';
import { bumpGeneration } from './generation.repository.ts';
import type { TImportRows } from './import-rows.ts';

export interface TCounts {
  added: number;
  updated: number;
  unchanged: number;
}

export interface TImportSummary {
  titles: TCounts;
  seasons: TCounts;
  episodes: TCounts;
  people: TCounts;
  credits: TCounts & { removed: number };
}

/** Any fixed number: imports (seed, CLI, several instances) take turns. */
const IMPORT_LOCK_ID = 4_212_027;
/** PostgreSQL takes at most 65,535 parameters in one statement; stay well below. */
const PARAMETERS_PER_STATEMENT = 30_000;

/** Writes every row of an import in one transaction and counts what was added, updated and unchanged. */
export async function writeImportRows(db: TDb, rows: TImportRows): Promise<TImportSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
    const peopleCounts = await upsert(tx, people, rows.people, [people.id]);
    const titleCounts = await upsert(tx, titles, rows.titles, [titles.mediaType, titles.id], {
      updatedAt: sql`now()`,
    });
    const seasonCounts = await upsert(tx, seasons, rows.seasons, [seasons.seriesId, seasons.seasonNumber]);
    const episodeKey = [episodes.seriesId, episodes.seasonNumber, episodes.episodeNumber];
    const episodeCounts = await upsert(tx, episodes, rows.episodes, episodeKey);
    const creditCounts = await upsert(tx, credits, rows.credits, [credits.creditId]);
    const removed = await removeStaleCredits(tx, rows);
    const summary: TImportSummary = {
      titles: titleCounts,
      seasons: seasonCounts,
      episodes: episodeCounts,
      people: peopleCounts,
      credits: { ...creditCounts, removed },
    };
    // Committed with the rows: a server that sees the new generation also sees the new rows.
    if (hasChanges(summary)) await bumpGeneration(tx, 'catalogue');
    return summary;
  });
}

function hasChanges(summary: TImportSummary): boolean {
  return (
    summary.credits.removed > 0 || Object.values(summary).some((counts) => counts.added + counts.updated > 0)
  );
}

/** Columns an import never writes: bookkeeping and generated ones. */
const UNIMPORTED = new Set(['created_at', 'updated_at', 'search_vector']);

/**
 * Inserts rows, or updates existing ones whose data differs (`setWhere`), so an unchanged row keeps its
 * updated_at. `xmax = 0` tells a fresh insert from an update; rows not returned were unchanged.
 */
async function upsert<T extends PgTable>(
  db: TDb,
  table: T,
  rows: T['$inferInsert'][],
  key: PgColumn[],
  alsoOnUpdate: Record<string, SQL> = {},
): Promise<TCounts> {
  const counts: TCounts = { added: 0, updated: 0, unchanged: 0 };
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const keyNames = new Set(key.map((c) => c.name));
  const data = columns.filter(([, c]) => !keyNames.has(c.name) && !UNIMPORTED.has(c.name));
  const tableName = sql.identifier(getTableName(table));
  const current = sql.join(
    data.map(([, c]) => sql`${tableName}.${sql.identifier(c.name)}`),
    sql`, `,
  );
  const incoming = sql.join(
    data.map(([, c]) => sql`excluded.${sql.identifier(c.name)}`),
    sql`, `,
  );
  const set = Object.fromEntries(data.map(([field, c]) => [field, sql`excluded.${sql.identifier(c.name)}`]));
  const chunkSize = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns.length));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const written = await db
      .insert(table)
      .values(chunk)
      .onConflictDoUpdate({
        target: key,
        set: { ...set, ...alsoOnUpdate } as PgUpdateSetSource<T>,
        setWhere: sql`(${current}) is distinct from (${incoming})`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const added = written.filter((w) => w.inserted).length;
    counts.added += added;
    counts.updated += written.length - added;
    counts.unchanged += chunk.length - written.length;
  }
  return counts;
}

/** Removes credits in the file's scopes (a title's own, each listed episode's) that the file no longer names. */
async function removeStaleCredits(db: TDb, rows: TImportRows): Promise<number> {
  if (rows.creditScopes.length === 0) return 0;
  const scopes = rows.creditScopes.map((s) => ({
    media_type: s.mediaType,
    title_id: s.titleId,
    season_number: s.seasonNumber ?? -1,
    episode_number: s.episodeNumber ?? -1,
  }));
  const keep = rows.credits.map((c) => c.creditId);
  const removed = await db.execute(sql`
    delete from credits c
    using json_to_recordset(${JSON.stringify(scopes)}::json)
      as s(media_type text, title_id integer, season_number integer, episode_number integer)
    where c.media_type = s.media_type and c.title_id = s.title_id
      and coalesce(c.season_number, -1) = s.season_number and coalesce(c.episode_number, -1) = s.episode_number
      and c.credit_id not in (select jsonb_array_elements_text(${JSON.stringify(keep)}::jsonb))
    returning c.credit_id`);
  return rowsOf(removed).length;
}
