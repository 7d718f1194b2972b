// `npm run token -- --name NAME` as an operator runs it: a token the server accepts, or a clear refusal. With
// PREMIUM_KEY, signed with it; without, with the key kept in the database the server uses, on a fresh install
// too, whether the server runs (the command goes through it) or not.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createFourKTokens, TOKEN_DEFAULT_DAYS } from './four-k-tokens.ts';
import { createServer, type TServer } from '../server.ts';
import { testConfig, testDatabases } from '../../test/helper.ts';

const CLI = path.resolve(import.meta.dirname, 'token-cli.ts');
const KEY = 'a-premium-key-for-the-cli-test-0123456789';
const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-token-'));

// No database but the one a test names: the PostgreSQL of a test run is not the command's.
const noKey = { PREMIUM_KEY: '', DATABASE_URL: '', REDIS_URL: '' };

function runToken(args: string[], env: Record<string, string> = {}, cwd = emptyDir) {
  const result = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), CLI, ...args], {
    cwd,
    env: { ...process.env, ...noKey, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The command run without blocking this process (whose server it may have to talk to). */
async function runTokenAsync(args: string[], env: Record<string, string>) {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), CLI, ...args],
    { cwd: emptyDir, env: { ...process.env, ...noKey, LOG_LEVEL: 'silent', ...env } },
  );
  return { stdout, stderr };
}

/** A server on `env`'s database, as `npm start` runs it (the embedded one's files under DATA_DIR). */
function startServer(env: Record<string, string>): Promise<TServer> {
  return createServer(testConfig({ ...noKey, PROVIDERS: 'demo', ...env }), { logger: false, seed: false });
}

/** Whether the server gives `token` the 4K stream. */
async function unlocks4k(server: TServer, token: string): Promise<boolean> {
  const res = await server.app.inject({ url: '/api/cosmic/550', headers: { 'ui-token': token } });
  return (res.json() as { streams: unknown[] }).streams.length === 1;
}

const lifetimeDays = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    number
  >;
  return (claims.exp! - claims.iat!) / (24 * 60 * 60);
};

afterAll(() => {
  fs.rmSync(emptyDir, { recursive: true, force: true });
});

describe('npm run token', () => {
  it('prints a token for NAME, alone on stdout, that the server takes as valid', async () => {
    const run = runToken(['--name', 'Ann Smith'], { PREMIUM_KEY: KEY });
    expect(run.code).toBe(0);
    const token = run.stdout.trim();
    expect(token).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(run.stderr).toContain('4K token for Ann Smith');
    expect(await createFourKTokens(KEY).verify(token)).toBe('Ann Smith');
    expect(await createFourKTokens(`${KEY}-other`).verify(token)).toBeUndefined();
  });

  it('reads PREMIUM_KEY from the .env file, as the server does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-token-env-'));
    try {
      fs.writeFileSync(path.join(dir, '.env'), `PREMIUM_KEY=${KEY}\n`);
      const env = { ...process.env };
      delete env.PREMIUM_KEY;
      const result = spawnSync(
        process.execPath,
        ['--import', import.meta.resolve('tsx'), CLI, '--name', 'Bo'],
        {
          cwd: dir,
          env,
          encoding: 'utf8',
        },
      );
      expect(result.status).toBe(0);
      expect(await createFourKTokens(KEY).verify(result.stdout.trim())).toBe('Bo');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without PREMIUM_KEY, signs with the key in the database of the server running on DATA_DIR', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-token-db-'));
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      const run = await runTokenAsync(['--name', 'Cy'], { DATA_DIR: dataDir });
      expect(run.stderr).toContain('reading its premium key through it');
      expect(run.stderr).toContain(`valid for ${TOKEN_DEFAULT_DAYS} days`);
      const token = run.stdout.trim();
      expect(lifetimeDays(token)).toBe(TOKEN_DEFAULT_DAYS);
      expect(await unlocks4k(server, token)).toBe(true);
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('without PREMIUM_KEY and no server running, makes the key in the database, which the server then uses', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-token-db-'));
    try {
      const token = (
        await runTokenAsync(['--name', 'Di', '--days', '7'], { DATA_DIR: dataDir })
      ).stdout.trim();
      expect(lifetimeDays(token)).toBe(7);
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        expect(await unlocks4k(server, token)).toBe(true);
      } finally {
        await server.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  const postgres = testDatabases().find((d) => d.name === 'postgres');
  it.runIf(postgres)(
    'without PREMIUM_KEY, signs with the key in the PostgreSQL of DATABASE_URL',
    async () => {
      const database = await postgres!.create();
      const server = await startServer({ DATABASE_URL: database.url! });
      try {
        const token = (await runTokenAsync(['--name', 'Ed'], { DATABASE_URL: database.url! })).stdout.trim();
        expect(await unlocks4k(server, token)).toBe(true);
      } finally {
        await server.close();
        await database.drop();
      }
    },
    120_000,
  );

  it.each([
    ['no --name', []],
    ['an empty --name', ['--name', '  ']],
    ['an unknown option', ['--name', 'Ann', '--admin']],
    ['days that are not whole', ['--name', 'Ann', '--days', 'soon']],
    ['days beyond ten years', ['--name', 'Ann', '--days', '3651']],
  ])('refuses %s with the usage line', (_, args) => {
    const run = runToken(args, { PREMIUM_KEY: KEY });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('Usage: npm run token -- --name NAME');
  });

  it('refuses a PREMIUM_KEY too short to sign with', () => {
    const run = runToken(['--name', 'Ann'], { PREMIUM_KEY: 'short' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/PREMIUM_KEY must be at least 32 characters/);
  });
});
