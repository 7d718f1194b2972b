// The real entry point as an operator runs it: start, answer, stop on a signal, and refuse bad settings.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './db/client.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-main-'));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startMain(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  let text = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', TMDB_TOKEN: '', LOG_LEVEL: 'warn', ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exit };
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts on the embedded database, prints its address, and closes cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = startMain({ PORT: String(port), DATA_DIR: dataDir });
    await expect.poll(() => run.output(), { timeout: 90_000, interval: 100 }).toContain('Marquee is running');
    expect(run.output()).toContain(`http://localhost:${port}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({
      ok: true,
      catalogue: 'local',
      database: { engine: 'pglite', ok: true },
    });

    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    expect(run.output()).toContain('SIGTERM received');

    // A clean close leaves a database that opens again with its seeded catalogue.
    const again = await openDatabase({ dataDir });
    const [row] = rowsOf<{ n: number }>(await again.db.execute(sql`select count(*)::int as n from titles`));
    expect(row?.n).toBeGreaterThan(150);
    await again.close();
  }, 120_000);

  it('refuses to start with a bad variable, naming it, and exits 1', async () => {
    const run = startMain({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await run.exit).toBe(1);
    expect(run.output()).toMatch(/Invalid configuration:\s+PORT/);
  }, 30_000);
});
