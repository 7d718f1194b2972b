// The server tests' databases start from templates made once per run (vitest's global set-up): an empty
// PGlite takes seconds to set up and the sample catalogue seconds more to import, in every test server.
// The templates are made the way a server makes its database (the same migrations on the same driver, the
// same seeding), so a test server on one holds what a new server would; its own start still runs the
// migrations and the seeding check, which then find nothing to do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { seedSampleCatalogue } from '../src/catalogue/local/seed.ts';
import { migrateDatabase, type TDb } from '../src/db/client.ts';
import { serveWireProtocol } from '../src/db/pglite-wire-server.ts';
import * as schema from '../src/db/schema.ts';
import { seedDemoSegments } from '../src/segments/import-segments.ts';
import { SegmentsRepository } from '../src/segments/segments.repository.ts';

/** `migrated`: the schema only; `sample`: and the sample catalogue a `local` server seeds at start. */
export type TTemplateKind = 'migrated' | 'sample';

export interface TDatabaseTemplates {
  /** PGlite dumps (dumpDataDir files) by kind. */
  pglite: Record<TTemplateKind, string>;
  /** PostgreSQL template databases by kind, when DATABASE_URL is set. */
  postgres?: Record<TTemplateKind, string>;
}

/** What a `local` server seeds at start (createServer). */
async function seedSample(db: TDb): Promise<void> {
  await seedSampleCatalogue(db);
  await seedDemoSegments(new SegmentsRepository(db));
}

async function withClient(target: string, work: (db: TDb) => Promise<void>): Promise<void> {
  const options = { max: 1, onnotice: () => {} };
  const client = target.startsWith('/')
    ? postgres({ ...options, path: target, user: 'postgres', database: 'postgres', prepare: false })
    : postgres(target, options);
  try {
    await work(drizzle(client, { schema }));
  } finally {
    await client.end({ timeout: 5 });
  }
}

async function pgliteTemplates(folder: string): Promise<Record<TTemplateKind, string>> {
  const pg = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const socketPath = path.join(folder, 'pglite.sock');
  const server = await serveWireProtocol(pg, socketPath);
  const dump = async (kind: TTemplateKind) => {
    const file = path.join(folder, `${kind}.tar`);
    const data = await pg.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await data.arrayBuffer()));
    return file;
  };
  try {
    await migrateDatabase(socketPath);
    const migrated = await dump('migrated');
    await withClient(socketPath, seedSample);
    return { migrated, sample: await dump('sample') };
  } finally {
    await server.close();
    await pg.close();
  }
}

function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplates(baseUrl: string): Promise<Record<TTemplateKind, string>> {
  const prefix = `marquee_template_${process.pid}`;
  const names = { migrated: `${prefix}_migrated`, sample: `${prefix}_sample` };
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${names.migrated}`);
    await migrateDatabase(databaseUrl(baseUrl, names.migrated));
    // A template is copied only while nobody is connected to it: every client above has ended.
    await admin.unsafe(`create database ${names.sample} template ${names.migrated}`);
    await withClient(databaseUrl(baseUrl, names.sample), seedSample);
  } finally {
    await admin.end();
  }
  return names;
}

/** Makes the templates in a new temporary folder; `remove` deletes them all. */
export async function makeDatabaseTemplates(
  baseUrl: string | undefined,
): Promise<{ templates: TDatabaseTemplates; remove(): Promise<void> }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-templates-'));
  const [pglite, pg] = await Promise.all([
    pgliteTemplates(folder),
    baseUrl ? postgresTemplates(baseUrl) : undefined,
  ]);
  return {
    templates: { pglite, ...(pg ? { postgres: pg } : {}) },
    async remove() {
      fs.rmSync(folder, { recursive: true, force: true });
      if (!baseUrl || !pg) return;
      const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
      try {
        for (const name of Object.values(pg)) {
          await admin.unsafe(`drop database if exists ${name} with (force)`);
        }
      } finally {
        await admin.end();
      }
    },
  };
}
