import path from 'node:path';
import postgres from 'postgres';

/**
 * Reads the e2e server's own database through its embedded engine's socket (DATA_DIR/pglite.sock), as the
 * import command does: what a test sent through the browser can be checked where the server stored it.
 */
export async function queryServerDatabase<T extends object>(
  run: (sql: postgres.Sql) => Promise<T[]>,
): Promise<T[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  // One session shared with the server: no named prepared statements (they would collide).
  const sql = postgres({
    path: path.join(dataDir, 'pglite.sock'),
    user: 'postgres',
    database: 'postgres',
    prepare: false,
    max: 1,
    onnotice: () => {},
  });
  try {
    return await run(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
