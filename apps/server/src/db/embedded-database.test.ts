// The embedded database as production runs it: PGlite stored under DATA_DIR, in a worker thread of its own,
// spoken to through postgres-js over a local socket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type TDatabase } from './client.ts';
import { DatabaseInUseError } from './embedded-database.ts';
import { appMeta } from './schema.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-embedded-'));
const STATEMENT_TIMEOUT_MS = 500;
let database: TDatabase;

beforeAll(async () => {
  database = await openDatabase({ dataDir, statementTimeoutMs: STATEMENT_TIMEOUT_MS, warn: () => {} });
  await database.db.insert(appMeta).values({ key: 'embedded-test', value: { kept: true } });
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function keptValue(db: TDatabase): Promise<unknown> {
  const rows = rowsOf<{ value: unknown }>(
    await db.db.execute(sql`select value from app_meta where key = 'embedded-test'`),
  );
  return rows[0]?.value;
}

describe('the embedded database', () => {
  it('runs in a thread of its own: this thread stays free while a statement runs', async () => {
    // Drizzle's queries start when awaited: Promise.resolve starts this one now.
    const slow = Promise.resolve(database.db.execute(sql`select pg_sleep(0.3)`));
    // A timer fires on time only when the event loop is free; PGlite on this thread would block it.
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    await slow;
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(5);
  });

  it('says it is busy, not down, while a statement runs', async () => {
    const slow = Promise.resolve(database.db.execute(sql`select pg_sleep(0.4)`));
    // Busy from the moment the worker takes the statement until it ends (within the 500 ms timeout).
    await expect.poll(() => database.ping(100)).toMatchObject({ ok: true, busy: true });
    await slow;
    expect(await database.ping(1_000)).toMatchObject({ ok: true });
  });

  it('refuses a second server on the same data dir, naming the cause', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/stop it first/);
  });

  it('lets the import command work through the running server instead', async () => {
    const joined = await openDatabase({ dataDir, joinRunningServer: true });
    expect(await keptValue(joined)).toEqual({ kept: true });
    await joined.db.insert(appMeta).values({ key: 'joined-test', value: 1 });
    await joined.close();
    const [row] = await database.db
      .select()
      .from(appMeta)
      .where(sql`${appMeta.key} = 'joined-test'`);
    expect(row?.value).toBe(1);
  });

  it('stops a statement that outruns the timeout, and answers again with its data intact', async () => {
    const started = Date.now();
    await expect(database.db.execute(sql`select pg_sleep(30)`)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect.poll(() => database.ping(1_000).then((p) => p.ok), { timeout: 60_000 }).toBe(true);
    expect(await keptValue(database)).toEqual({ kept: true });
  }, 90_000);
});
