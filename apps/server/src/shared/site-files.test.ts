import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SiteFiles } from './site-files.ts';

const ZGreeting = z.object({ text: z.string().min(1) });

describe('site files', () => {
  let shipped: string;
  let operator: string;
  let clock: number;
  const warnings: object[] = [];
  const logger = { warn: (details: object) => warnings.push(details) };

  beforeEach(async () => {
    shipped = await fs.mkdtemp(path.join(os.tmpdir(), 'site-shipped-'));
    operator = await fs.mkdtemp(path.join(os.tmpdir(), 'site-operator-'));
    await fs.writeFile(path.join(shipped, 'greeting.json'), JSON.stringify({ text: 'shipped' }));
    clock = 1_000_000;
    warnings.length = 0;
  });
  afterEach(async () => {
    await fs.rm(shipped, { recursive: true, force: true });
    await fs.rm(operator, { recursive: true, force: true });
  });

  const files = (dir: string | undefined) =>
    new SiteFiles(dir, { shippedDir: shipped, logger, now: () => clock });

  it('reads the shipped default when the operator has no such file, or no folder at all', async () => {
    expect(await files(operator).read('greeting.json', ZGreeting)).toEqual({ text: 'shipped' });
    expect(await files(undefined).read('greeting.json', ZGreeting)).toEqual({ text: 'shipped' });
  });

  it("prefers the operator's file and notices an edit after a second", async () => {
    const own = path.join(operator, 'greeting.json');
    await fs.writeFile(own, JSON.stringify({ text: 'first' }));
    const site = files(operator);
    expect(await site.read('greeting.json', ZGreeting)).toEqual({ text: 'first' });
    await fs.writeFile(own, JSON.stringify({ text: 'second edit' }));
    expect(await site.read('greeting.json', ZGreeting)).toEqual({ text: 'first' });
    clock += 1_000;
    expect(await site.read('greeting.json', ZGreeting)).toEqual({ text: 'second edit' });
  });

  it('keeps the last good content when an edit breaks the file, and logs why', async () => {
    const own = path.join(operator, 'greeting.json');
    await fs.writeFile(own, JSON.stringify({ text: 'good' }));
    const site = files(operator);
    await site.read('greeting.json', ZGreeting);
    await fs.writeFile(own, '{ "text": ');
    clock += 1_000;
    expect(await site.read('greeting.json', ZGreeting)).toEqual({ text: 'good' });
    expect(warnings).toHaveLength(1);
  });

  it('falls back to the shipped default when the first read of an operator file is invalid', async () => {
    await fs.writeFile(path.join(operator, 'greeting.json'), JSON.stringify({ text: '' }));
    expect(await files(operator).read('greeting.json', ZGreeting)).toEqual({ text: 'shipped' });
    expect(JSON.stringify(warnings)).toContain('text');
  });
});
