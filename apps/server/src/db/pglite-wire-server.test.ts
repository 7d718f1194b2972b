import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWireProtocol, type TWireServer } from './pglite-wire-server.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-wire-'));
const socketPath = path.join(folder, 'pglite.sock');
let db: PGlite;
let server: TWireServer;
const activity = new Int32Array(new SharedArrayBuffer(8));

const client = () => postgres({ path: socketPath, max: 1, prepare: false, onnotice: () => {} });

beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table notes (id int primary key, body text)');
  server = await serveWireProtocol(db, socketPath, activity);
});

afterAll(async () => {
  await server.close();
  await db.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('PGlite served over the wire protocol', () => {
  it('answers postgres-js queries with parameters, and counts the statements it runs', async () => {
    const sql = client();
    const before = Atomics.load(activity, 0);
    const [row] = await sql<{ sum: number }[]>`select ${2}::int + ${3}::int as sum`;
    expect(row?.sum).toBe(5);
    expect(Atomics.load(activity, 0)).toBeGreaterThan(before);
    expect(Atomics.load(activity, 1)).toBe(0);
    await sql.end();
  });

  it('delivers a large answer intact (PGlite reuses the memory it hands out; the socket may still hold it)', async () => {
    const sql = client();
    const rows = await sql<{ n: number; body: string }[]>`
      select n, repeat(chr(97 + n % 26), 500) as body from generate_series(1, 8000) as n`;
    expect(rows).toHaveLength(8000);
    expect(rows.every((row) => row.body === String.fromCharCode(97 + (row.n % 26)).repeat(500))).toBe(true);
    await sql.end();
  });

  it('lets several connections take turns without mixing one transaction into another', async () => {
    const a = client();
    const b = client();
    let bSawDuringA: number | undefined;
    let read: Promise<unknown> = Promise.resolve();
    await a.begin(async (tx) => {
      await tx`insert into notes values (1, 'from a')`;
      // b's statement waits for a's whole transaction, so it can never see a's rows half-written.
      read = b<{ n: number }[]>`select count(*)::int as n from notes`.then(([r]) => (bSawDuringA = r?.n));
      // A fixed wait that proves nothing happens: b has 50 ms to read in the middle, and must not.
      await new Promise((r) => setTimeout(r, 50));
      await tx`insert into notes values (2, 'also a')`;
      expect(bSawDuringA).toBeUndefined();
    });
    await read;
    expect(bSawDuringA).toBe(2);
    await Promise.all([a.end(), b.end()]);
  });

  it('rolls back the transaction of a client that leaves in the middle, and serves the others', async () => {
    const leaving = client();
    const staying = client();
    await leaving`begin`;
    await leaving`insert into notes values (3, 'never committed')`;
    const waiting = staying<{ id: number }[]>`select id from notes order by id`;
    await leaving.end({ timeout: 0 });
    const rows = await waiting;
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    await staying.end();
  });

  it('reports a failed statement as the error PostgreSQL gives, and goes on', async () => {
    const sql = client();
    await expect(sql`select * from no_such_table`).rejects.toMatchObject({ code: '42P01' });
    const [row] = await sql<{ ok: number }[]>`select 1 as ok`;
    expect(row?.ok).toBe(1);
    await sql.end();
  });
});
