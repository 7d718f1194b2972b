import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { pingUnlessBusy } from './busy-ping.ts';
import { runningDatabaseSocket, startEmbeddedDatabase } from './embedded-database.ts';
import * as schema from './schema.ts';
import { withQueryDeadline } from './query-deadline.ts';
import { watchedConnections } from './watched-socket.ts';

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
  /**
   * For tests: a PGlite dump (dumpDataDir) the in-memory database starts from, already migrated, so a
   * test server skips the seconds of an empty database's set-up. Migrations still run (and find nothing to do).
   */
  template?: string | undefined;
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
/** A new connection must be ready within this, or its queries fail (503) and the next one tries again. */
const CONNECT_TIMEOUT_SECONDS = 5;
/**
 * A PostgreSQL connection that sent a query and heard nothing back for the statement timeout and this margin
 * is taken for dead (the server itself would have answered by then, if only with the timeout's error).
 */
const ANSWER_MARGIN_MS = 1_000;
/** The health check's own connection is taken for dead sooner: its query is trivial. */
const PING_ANSWER_DEADLINE_MS = 2_000;

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
    template: options.template,
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

interface TClientOptions {
  max: number;
  /** Every statement is stopped past this by the server (0 or none: never). */
  statementTimeoutMs?: number | undefined;
  /** A connection to a PostgreSQL server that leaves a request unanswered this long is ended (none: never). */
  answerDeadlineMs?: number | undefined;
}

/** The answer deadline of a pool whose statements stop at `statementTimeoutMs`: none when they never stop. */
const answerDeadline = (statementTimeoutMs: number) =>
  statementTimeoutMs > 0 ? statementTimeoutMs + ANSWER_MARGIN_MS : undefined;

/** postgres-js's own reconnection backoff, but never more than a second, so recovery is quick. */
const reconnectDelaySeconds = (retries: number) =>
  (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 1);

/** postgres-js options for a URL or for the embedded database's socket path. */
function clientOptions(target: string, options: TClientOptions) {
  const common = {
    max: options.max,
    onnotice: () => {},
    ...(options.statementTimeoutMs ? { connection: { statement_timeout: options.statementTimeoutMs } } : {}),
  };
  if (!target.startsWith('/')) {
    const server = { ...common, connect_timeout: CONNECT_TIMEOUT_SECONDS, backoff: reconnectDelaySeconds };
    return options.answerDeadlineMs
      ? { ...server, socket: watchedConnections(options.answerDeadlineMs) }
      : server;
  }
  // PGlite is one session shared by every connection: named prepared statements would collide between them.
  // (Its own watchdog replaces a worker whose statement runs too long.)
  return { ...common, path: target, user: 'postgres', database: 'postgres', prepare: false };
}

function clientFor(target: string, options: TClientOptions): postgres.Sql {
  const settings = clientOptions(target, options);
  return target.startsWith('/') ? postgres(settings) : postgres(target, settings);
}

/** Migrates on one dedicated connection holding an advisory lock, so instances starting together take turns. */
export async function migrateDatabase(target: string): Promise<void> {
  const migrator = clientFor(target, { max: 1 });
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
  const deadlineMs = answerDeadline(options.statementTimeoutMs);
  const client = clientFor(target, {
    max: options.max,
    statementTimeoutMs: options.statementTimeoutMs,
    answerDeadlineMs: deadlineMs,
  });
  // A server's queries wait for it at most the deadline; PGlite's wait their turn on its one connection, and
  // its watchdog ends a statement that runs too long.
  const queried = engine === 'postgres' && deadlineMs ? withQueryDeadline(client, deadlineMs) : client;
  const db = drizzle(queried, { schema });
  await db.execute(sql`select 1`);
  // The ping has a connection of its own, so it does not wait behind the queries queued on the pool.
  const pinger = clientFor(target, { max: 1, answerDeadlineMs: PING_ANSWER_DEADLINE_MS });
  return {
    db,
    engine,
    ping: (timeoutMs) => pingUnlessBusy(options.isBusy, () => pinger`select 1`, timeoutMs),
    async close() {
      await Promise.all([client.end({ timeout: 5 }), pinger.end({ timeout: 1 })]);
    },
  };
}

/** The rows of a raw `db.execute` answer (postgres-js answers the rows themselves, as an array). */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : [];
}
