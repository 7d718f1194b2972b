// Shared set-up of the server tests: a real database (PGlite in memory always; PostgreSQL too when
// DATABASE_URL is set, each test server in a database of its own), and the app driven through app.inject.
// Each database starts as a copy of a template made once per run (database-templates.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { inject } from 'vitest';
import { loadConfig, type TConfig } from '../src/config/config.ts';
import { createServer, type TServer, type TServerOptions } from '../src/server.ts';
import type { TDatabaseTemplates, TTemplateKind } from './database-templates.ts';

export interface TTestDatabase {
  name: 'pglite' | 'postgres';
  /**
   * A fresh database: its URL (postgres) or undefined (PGlite in memory, then `template` is the dump it starts
   * from). Empty without `kind`; with it, a copy of that template (still empty when no templates were made:
   * the server then migrates and seeds it as it starts).
   */
  create(
    kind?: TTemplateKind,
  ): Promise<{ url: string | undefined; template?: string; drop(): Promise<void> }>;
}

/** The run's templates (global-setup.ts), or undefined outside a Vitest run that made them. */
function templates(): TDatabaseTemplates | undefined {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

const pglite: TTestDatabase = {
  name: 'pglite',
  create: async (kind) => ({
    url: undefined,
    template: kind && templates()?.pglite[kind],
    drop: async () => {},
  }),
};

function postgresFrom(baseUrl: string): TTestDatabase {
  return {
    name: 'postgres',
    async create(kind) {
      const dbName = `marquee_test_${randomBytes(6).toString('hex')}`;
      const template = kind && templates()?.postgres?.[kind];
      const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${dbName}${template ? ` template ${template}` : ''}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.pathname = `/${dbName}`;
      return {
        url: url.toString(),
        async drop() {
          const again = postgres(baseUrl, { max: 1, onnotice: () => {} });
          await again.unsafe(`drop database if exists ${dbName} with (force)`);
          await again.end();
        },
      };
    },
  };
}

/** The databases every server test runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function testDatabases(): TTestDatabase[] {
  const url = process.env.DATABASE_URL;
  return url ? [pglite, postgresFrom(url)] : [pglite];
}

/** A configuration as the server would read it, with test-friendly defaults and the given overrides. */
export function testConfig(env: Record<string, string | undefined> = {}): TConfig {
  // A loaded test machine can lag for seconds: only the tests about shedding ask for a real limit.
  return loadConfig({
    DATA_DIR: 'data/test',
    LOG_LEVEL: 'silent',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '60000',
    ...env,
  });
}

export interface TTestServer extends TServer {
  stop(): Promise<void>;
}

/** Starts a whole server on a fresh database; call stop() in afterAll. */
export async function startTestServer(
  database: TTestDatabase,
  env: Record<string, string | undefined> = {},
  options: TServerOptions = {},
): Promise<TTestServer> {
  // The server seeds the sample catalogue only in `local` mode, unless told not to.
  const seeds = testConfig(env).catalogue === 'local' && options.seed !== false;
  const db = await database.create(seeds ? 'sample' : 'migrated');
  const config = testConfig({ ...env, DATABASE_URL: db.url, REDIS_URL: env.REDIS_URL });
  const server = await createServer(config, {
    inMemoryDatabase: true,
    databaseTemplate: db.template,
    logger: false,
    ...options,
  });
  return {
    ...server,
    async stop() {
      await server.close();
      await db.drop();
    },
  };
}

/** What the site's own pages send with a post: a JSON body, and this server's origin. */
export const SAME_SITE_JSON = { 'content-type': 'application/json', origin: 'http://localhost:80' };

/** Posts `body` as JSON the way the site's pages do (a string goes as it is), from `remoteAddress` when given. */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  remoteAddress?: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_SITE_JSON, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Posts a body as it is, with only its content type: a form, malformed JSON, plain text. */
export function postRaw(app: FastifyInstance, url: string, contentType: string, payload: string) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

let accountsMade = 0;

/** Signs a new account up (its first profile active) from an address of its own; its session token. */
export async function signUpForTest(app: FastifyInstance, prefix: string): Promise<string> {
  accountsMade += 1;
  const name = `${prefix}_${Date.now().toString(36)}_${accountsMade}`;
  const res = await postJson(
    app,
    '/api/auth/signup',
    {
      username: name,
      email: `${name}@example.org`,
      password: 'a fine passphrase',
      passwordConfirm: 'a fine passphrase',
    },
    `10.${200 + (accountsMade % 50)}.${accountsMade % 250}.1`,
  );
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** A JSON call as the site's pages make it, with a session token when given. */
export function callAs(
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...SAME_SITE_JSON, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}
