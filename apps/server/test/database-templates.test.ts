// The test servers start from the run's templates (global-setup.ts): a server's database already holds
// what the template holds before the server starts, and only what its kind says.
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { appMeta } from '../src/db/schema.ts';
import { startTestServer, testDatabases, type TTestServer } from './helper.ts';

describe.each(testDatabases())('test databases on $name', (database) => {
  let server: TTestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('a seeded server starts on a copy of the sample template, seeded before it started', async () => {
    const startedAt = new Date();
    server = await startTestServer(database);
    const [seeded] = await server.database.db
      .select({ updatedAt: appMeta.updatedAt })
      .from(appMeta)
      .where(eq(appMeta.key, 'sample-catalogue'));
    // Seeded by the server itself, the row would be newer than its start.
    expect(seeded?.updatedAt.getTime()).toBeLessThan(startedAt.getTime());
  });

  it('an unseeded server starts on the migrated template: the schema, no catalogue', async () => {
    server = await startTestServer(database, {}, { seed: false });
    const meta = await server.database.db.select().from(appMeta);
    expect(meta.map((row) => row.key)).not.toContain('sample-catalogue');
    const tables = rowsOf<{ count: number }>(
      await server.database.db.execute(
        sql`select count(*)::int as count from information_schema.tables where table_name = 'app_meta'`,
      ),
    );
    expect(tables[0]?.count).toBe(1);
  });
});
