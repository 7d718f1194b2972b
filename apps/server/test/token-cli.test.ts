// `npm run token -- --name NAME` as an operator runs it: a token the server accepts, or a clear refusal.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPremiumTokens } from '../src/premium/premium-tokens.ts';

const CLI = path.resolve(import.meta.dirname, '../src/premium/token-cli.ts');
const KEY = 'a-premium-key-for-the-cli-test-0123456789';
const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-token-'));

function runToken(args: string[], env: Record<string, string> = {}, cwd = emptyDir) {
  const result = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), CLI, ...args], {
    cwd,
    env: { ...process.env, PREMIUM_KEY: '', ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

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
    expect(await createPremiumTokens(KEY).verify(token)).toBe('Ann Smith');
    expect(await createPremiumTokens(`${KEY}-other`).verify(token)).toBeUndefined();
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
      expect(await createPremiumTokens(KEY).verify(result.stdout.trim())).toBe('Bo');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says PREMIUM_KEY is missing, and prints no token', () => {
    const run = runToken(['--name', 'Ann']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('PREMIUM_KEY is not set');
  });

  it.each([
    ['no --name', []],
    ['an empty --name', ['--name', '  ']],
    ['an unknown option', ['--name', 'Ann', '--admin']],
    ['days that are not whole', ['--name', 'Ann', '--days', 'soon']],
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
