import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { runningDatabaseSocket, startEmbeddedDatabase } from './embedded-database.ts';
import * as schema from './schema.ts';

export type TDb = PostgresJsDatabase<typeof schema>;

export interface TDatabase {
  db: TDb;
  /** 'pglite' for the embedded engine, 'postgres' for a server. */
  engine: 'pglite' | 'postgres';
  /** Whether the database answers a trivial query within `timeoutMs`, on a connection of its own. */
  ping(timeoutMs: number): Promise<TPing>;
  close(): Promise<void>;
}

export interface TPing {
  ok: boolean;
  latencyMs: number;
  /** The embedded database is running a statement: it works, and will answer when that ends. */
  busy?: boolean;
}

export interface TOpenOptions {
  /** A PostgreSQL server; without it, the embedded PGlite. */
  url?: string;
  /** Where PGlite keeps its files; undefined keeps it in memory (tests). */
  dataDir?: string;
  /** Every statement is stopped past this (0: never). */
  statementTimeoutMs?: number;
  /**
   * Use the database of a server already running on `dataDir` through its socket, instead of refusing
   * (PGlite files can be open in one process only). For the import command.
   */
  joinRunningServer?: boolean;
  warn?: (message: string) => void;
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');
/** Any fixed number: only one instance migrates at a time on a shared PostgreSQL. */
const MIGRATION_LOCK_ID = 4_212_026;
/** Connections to a PostgreSQL server; PGlite is one session, so it gets one (its queries queue there). */
const POSTGRES_POOL_SIZE = 10;
const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given, else the embedded
 * PGlite, run in a worker thread, stored in `dataDir` (or in memory when `dataDir` is undefined, for tests).
 * Both are spoken to through the same driver, postgres-js, so no query ever runs on the caller's event loop.
 */
export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (options.url) {
    await migrateDatabase(options.url);
    return connect('postgres', options.url, { max: POSTGRES_POOL_SIZE, statementTimeoutMs });
  }
  const running =
    options.joinRunningServer && options.dataDir ? await runningDatabaseSocket(options.dataDir) : undefined;
  if (running) return connect('pglite', running, { max: 1, statementTimeoutMs });

  const embedded = await startEmbeddedDatabase({
    dataDir: options.dataDir,
    statementTimeoutMs,
    // A restarted in-memory database is empty; a stored one is already up to date (one query).
    onRestart: migrateDatabase,
    ...(options.warn ? { warn: options.warn } : {}),
  });
  try {
    await migrateDatabase(embedded.socketPath);
    const stop = embedded;
    const database = await connect('pglite', embedded.socketPath, {
      max: 1,
      statementTimeoutMs,
      isBusy: () => stop.isBusy(),
    });
    return {
      ...database,
      async close() {
        await database.close();
        await stop.close();
      },
    };
  } catch (error) {
    await embedded.close();
    throw error;
  }
}

/** postgres-js options for a URL or for the embedded database's socket path. */
function clientOptions(target: string, max: number, statementTimeoutMs?: number) {
  const common = {
    max,
    onnotice: () => {},
    ...(statementTimeoutMs ? { connection: { statement_timeout: statementTimeoutMs } } : {}),
  };
  if (!target.startsWith('/')) return common;
  // PGlite is one session shared by every connection: named prepared statements would collide between them.
  return { ...common, path: target, user: 'postgres', database: 'postgres', prepare: false };
}

function clientFor(target: string, max: number, statementTimeoutMs?: number): postgres.Sql {
  const options = clientOptions(target, max, statementTimeoutMs);
  return target.startsWith('/') ? postgres(options) : postgres(target, options);
}

/** Migrates on one dedicated connection holding an advisory lock, so instances starting together take turns. */
async function migrateDatabase(target: string): Promise<void> {
  const migrator = clientFor(target, 1);
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(migrator), { migrationsFolder: MIGRATIONS_FOLDER });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await migrator.end();
  }
}

async function connect(
  engine: TDatabase['engine'],
  target: string,
  options: { max: number; statementTimeoutMs: number; isBusy?: () => boolean },
): Promise<TDatabase> {
  const client = clientFor(target, options.max, options.statementTimeoutMs);
  const db = drizzle(client, { schema });
  await db.execute(sql`select 1`);
  // The ping has a connection of its own, so it does not wait behind the queries queued on the pool.
  const pinger = clientFor(target, 1);
  return {
    db,
    engine,
    ping: (timeoutMs) =>
      options.isBusy?.()
        ? Promise.resolve({ ok: true, latencyMs: 0, busy: true })
        : pingDatabase(pinger, timeoutMs),
    async close() {
      await Promise.all([client.end({ timeout: 5 }), pinger.end({ timeout: 1 })]);
    },
  };
}

async function pingDatabase(client: postgres.Sql, timeoutMs: number): Promise<TPing> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = client`select 1`.then(
    () => true,
    () => false,
  );
  const ok = await Promise.race([answered, timedOut]);
  clearTimeout(timer);
  return { ok, latencyMs: Math.round(performance.now() - started) };
}

/** The rows of a raw `db.execute` answer (postgres-js answers the rows themselves, as an array). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : [];
}
