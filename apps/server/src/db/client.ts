import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabase {
  db: TDb;
  /** 'pglite' for the embedded engine, 'postgres' for a server. */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');
/** Any fixed number: only one instance migrates at a time on a shared PostgreSQL. */
const MIGRATION_LOCK_ID = 4_212_026;

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given, else the embedded
 * PGlite stored in `dataDir` (or in memory when `dataDir` is undefined, for tests).
 */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<TDatabase> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<TDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as TDb,
    engine: 'pglite',
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<TDatabase> {
  // Migrate on one dedicated connection holding an advisory lock, so instances starting together take turns.
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(migrator), { migrationsFolder: MIGRATIONS_FOLDER });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await migrator.end();
  }
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  await db.execute(sql`select 1`);
  return {
    db: db as unknown as TDb,
    engine: 'postgres',
    close: () => client.end({ timeout: 5 }),
  };
}

/** The rows of a raw `db.execute` answer: PGlite wraps them in `{ rows }`, postgres-js answers an array. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
