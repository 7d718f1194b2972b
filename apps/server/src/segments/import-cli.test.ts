// `npm run segments:import -- FILE` as an operator runs it, on each database: a valid file is imported, and a
// malformed one is refused with a message that says why, with nothing written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { testDatabases } from '../../test/helper.ts';
import { runSegmentsImport } from './import-cli.ts';
import { SegmentsRepository } from './segments.repository.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-segments-cli-'));
const write = (name: string, content: unknown) => {
  const file = path.join(folder, name);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};
const VALID = {
  format: 'marquee-segments',
  version: 1,
  segments: [
    { mediaType: 'movie', tmdbId: 550, kind: 'intro', start: 10, end: 70, duration: 8340 },
    {
      mediaType: 'tv',
      tmdbId: 1396,
      season: 1,
      episode: 2,
      kind: 'credits',
      start: 2700,
      end: 2800,
      duration: 2800,
    },
  ],
};

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

// Each run opens the database afresh, as the command does: the embedded engine takes seconds to start.
describe.each(testDatabases())('npm run segments:import ($name)', { timeout: 120_000 }, (database) => {
  let env: NodeJS.ProcessEnv;
  let drop: () => Promise<void>;
  let printed: string[];
  let errors: string[];

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    const dataDir = fs.mkdtempSync(path.join(folder, 'data-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: created.url ?? '', REDIS_URL: '', LOG_LEVEL: 'silent' };
  });
  afterAll(async () => drop?.());

  beforeEach(() => {
    printed = [];
    errors = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  /** What the command's database holds now, as the export reads it. */
  async function stored() {
    const opened = await openDatabase({ url: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR! });
    try {
      const evidence = await new SegmentsRepository(opened.db).allEvidence();
      return evidence.map(({ ref, evidence: { imported } }) => ({ ref, imported }));
    } finally {
      await opened.close();
    }
  }

  it('refuses a malformed file with a readable message, writing nothing', async () => {
    for (const [name, content, message] of [
      ['broken.json', '{"format": "marquee-segments", "segm', /not JSON|JSON/i],
      ['other.json', { format: 'something-else', version: 1, segments: [] }, /format/i],
      ['future.json', { ...VALID, version: 99 }, /version/i],
    ] as const) {
      errors = [];
      expect(await runSegmentsImport([write(name, content)], env)).toBe(1);
      expect(errors.join('\n')).toMatch(message);
      expect(errors.join('\n')).not.toMatch(/\n\s+at /);
    }
    expect(await runSegmentsImport([path.join(folder, 'missing.json')], env)).toBe(1);
    expect(errors.at(-1)).toContain('missing.json');
    expect(await stored()).toEqual([]);
  });

  it('imports a valid file, and says how many segments it stored', async () => {
    expect(await runSegmentsImport([write('valid.json', VALID)], env)).toBe(0);
    expect(printed).toEqual(['Imported 2 segments from valid.json']);
    expect(errors).toEqual([]);
    const rows = await stored();
    expect(rows).toEqual([
      expect.objectContaining({
        ref: expect.objectContaining({ mediaType: 'movie', tmdbId: 550 }),
        imported: [expect.objectContaining({ kind: 'intro', start: 10, end: 70, duration: 8340 })],
      }),
      expect.objectContaining({
        ref: expect.objectContaining({ mediaType: 'tv', tmdbId: 1396, season: 1, episode: 2 }),
        imported: [expect.objectContaining({ kind: 'credits', start: 2700, end: 2800 })],
      }),
    ]);
  });

  it('stores the plausible rows of a file and names each refused one, exiting 1', async () => {
    const file = write('mixed.json', {
      ...VALID,
      segments: [
        { mediaType: 'movie', tmdbId: 603, kind: 'intro', start: 5, end: 60, duration: 8160 },
        // An intro of a second is no intro.
        { mediaType: 'movie', tmdbId: 604, kind: 'intro', start: 5, end: 6, duration: 8160 },
      ],
    });
    expect(await runSegmentsImport([file], env)).toBe(1);
    expect(printed).toEqual(['Imported 1 segment from mixed.json']);
    expect(errors).toEqual([expect.stringMatching(/^Refused row 2: /)]);
    const ids = (await stored()).map(({ ref }) => ref.tmdbId);
    expect(ids).toContain(603);
    expect(ids).not.toContain(604);
  });

  it('prints its usage without a file', async () => {
    expect(await runSegmentsImport([], env)).toBe(2);
    expect(errors).toEqual(['Usage: npm run segments:import -- FILE']);
  });
});
