import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue, ImportFileError, parseImportFile, readImportFile } from './import-catalogue.ts';
import {
  DERIVED_ID_BASE,
  deriveCreditId,
  deriveEpisodeId,
  derivePersonId,
  deriveSeasonId,
} from './import-ids.ts';
import type { TDb } from '../../db/client.ts';
import { credits, episodes, people, seasons, titles } from '../../db/schema.ts';
import { CATALOGUE_FIXTURE } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
const CLI = path.join(REPO_ROOT, 'apps/server/src/catalogue/local/import-cli.ts');

function fixtureData(): { movies: Record<string, unknown>[]; tv: Record<string, unknown>[] } {
  return JSON.parse(fs.readFileSync(CATALOGUE_FIXTURE, 'utf8'));
}

async function rowCounts(db: TDb) {
  const n = async (
    table: typeof titles | typeof seasons | typeof episodes | typeof people | typeof credits,
  ) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    titles: await n(titles),
    seasons: await n(seasons),
    episodes: await n(episodes),
    people: await n(people),
    credits: await n(credits),
  };
}

async function titleRow(db: TDb, mediaType: 'movie' | 'tv', id: number) {
  const [row] = await db
    .select()
    .from(titles)
    .where(and(eq(titles.mediaType, mediaType), eq(titles.id, id)));
  return row;
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-import-'));
}

async function runCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each(testDatabases())('the catalogue importer on $name', (database) => {
  let server: TTestServer;
  let db: TDb;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
    db = server.database.db;
  });
  afterAll(async () => server?.stop());

  it('imports a file, and importing it again changes nothing', async () => {
    const first = await importCatalogue(db, readImportFile(CATALOGUE_FIXTURE));
    expect(first.titles).toEqual({ added: 17, updated: 0, unchanged: 0 });
    expect(first.episodes).toEqual({ added: 14, updated: 0, unchanged: 0 });
    const countsAfterFirst = await rowCounts(db);
    expect(countsAfterFirst).toMatchObject({ titles: 17, seasons: 10, episodes: 14 });
    const before = await titleRow(db, 'tv', 1396);

    const second = await importCatalogue(db, readImportFile(CATALOGUE_FIXTURE));
    expect(second).toEqual({
      titles: { added: 0, updated: 0, unchanged: 17 },
      seasons: { added: 0, updated: 0, unchanged: 10 },
      episodes: { added: 0, updated: 0, unchanged: 14 },
      people: { added: 0, updated: 0, unchanged: countsAfterFirst.people },
      credits: { added: 0, updated: 0, unchanged: countsAfterFirst.credits, removed: 0 },
    });
    expect(await rowCounts(db)).toEqual(countsAfterFirst);
    expect(await titleRow(db, 'tv', 1396)).toEqual(before);
  });

  it('updates what changed, and removes credits the file no longer names', async () => {
    const data = fixtureData();
    const breakingBad = data.tv.find((t) => t.id === 1396) as {
      popularity: number;
      credits: { cast: { character: string }[] };
      seasons: { season_number: number; episodes: { name?: string }[] }[];
    };
    breakingBad.popularity = 999;
    breakingBad.credits.cast[2]!.character = 'Skyler White-Lambert';
    breakingBad.seasons[1]!.episodes[2]!.name = 'And the Bag’s in the River';
    const before = await titleRow(db, 'tv', 1396);

    const summary = await importCatalogue(db, parseImportFile(data));
    expect(summary.titles).toEqual({ added: 0, updated: 1, unchanged: 16 });
    expect(summary.episodes).toEqual({ added: 0, updated: 1, unchanged: 13 });
    expect(summary.credits).toMatchObject({ added: 1, updated: 0, removed: 1 });
    const after = await titleRow(db, 'tv', 1396);
    expect(after?.popularity).toBe(999);
    expect(after!.updatedAt > before!.updatedAt).toBe(true);
    expect(after?.createdAt).toEqual(before?.createdAt);
    const characters = await db
      .select({ character: credits.character })
      .from(credits)
      .where(and(eq(credits.titleId, 1396), eq(credits.personId, derivePersonId('Anna Gunn'))));
    expect(characters).toEqual([{ character: 'Skyler White-Lambert' }]);
  });

  it('derives stable ids and artwork where the file leaves them out', async () => {
    const [gunn] = await db.select().from(people).where(eq(people.name, 'Anna Gunn'));
    expect(gunn?.id).toBe(derivePersonId('Anna Gunn'));
    expect(gunn?.id).toBeGreaterThanOrEqual(DERIVED_ID_BASE);
    expect(gunn?.profilePath).toBe(`/person-${gunn?.id}-profile.jpg`);
    expect(derivePersonId('  anna   GUNN ')).toBe(gunn?.id);
    const [season] = await db
      .select()
      .from(seasons)
      .where(and(eq(seasons.seriesId, 1396), eq(seasons.seasonNumber, 2)));
    expect(season).toMatchObject({ id: deriveSeasonId(1396, 2), posterPath: '/tv-1396-s2-poster.jpg' });
    const [episode] = await db
      .select()
      .from(episodes)
      .where(and(eq(episodes.seriesId, 1396), eq(episodes.seasonNumber, 2), eq(episodes.episodeNumber, 1)));
    expect(episode).toMatchObject({ id: deriveEpisodeId(1396, 2, 1), stillPath: '/tv-1396-s2e1-still.jpg' });
    const creditId = deriveCreditId({
      mediaType: 'tv',
      titleId: 1396,
      scope: 'title',
      personId: 17419,
      kind: 'cast',
      role: 'Walter White',
    });
    expect((await db.select().from(credits).where(eq(credits.creditId, creditId))).length).toBe(1);
    const movie = await titleRow(db, 'movie', 9737);
    expect(movie).toMatchObject({
      posterPath: '/movie-9737-poster.jpg',
      backdropPath: '/movie-9737-backdrop.jpg',
      logoPath: '/movie-9737-logo.png',
      genreIds: [28, 35, 80, 53],
    });
  });

  it('takes the array layout, told apart by media_type, with the same result', async () => {
    const data = fixtureData();
    const list = [
      ...data.movies.map((m) => ({ ...m, media_type: 'movie' })),
      ...data.tv.map((t) => ({ ...t, media_type: 'tv' })),
    ];
    const summary = await importCatalogue(db, parseImportFile(list));
    expect(summary.titles).toEqual({ added: 0, updated: 1, unchanged: 16 }); // back to the fixture's popularity
    expect(summary.people.added).toBe(0);
  });

  it('answers a bad import file with readable reasons', () => {
    const data = fixtureData();
    delete data.movies[1]!.title;
    (data.tv[0] as { first_air_date: string }).first_air_date = '20 January 2008';
    const error = (() => {
      try {
        parseImportFile(data, 'catalogue.json');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error?.message).toContain('catalogue.json is not a valid catalogue import file');
    expect(error?.message).toMatch(/movies\[1\]\.title: .+/);
    expect(error?.message).toContain('tv[0] ("Breaking Bad").first_air_date');
    expect(() => parseImportFile('nope')).toThrow(/must hold a JSON object/);
    expect(() => readImportFile('/no/such/file.json')).toThrow(
      'Cannot read /no/such/file.json: no such file.',
    );
  });

  // The CLI runs in a process of its own; allow for a slow start on a busy machine.
  it(
    'import CLI: imports a file into the database the environment names and prints the counts',
    { timeout: 180_000 },
    async () => {
      const target = await database.create();
      const dataDir = tempDir();
      try {
        const env = { DATABASE_URL: target.url ?? '', DATA_DIR: dataDir };
        const first = await runCli([CATALOGUE_FIXTURE], env);
        expect(first.stderr).toBe('');
        expect(first.code).toBe(0);
        expect(first.stdout).toContain('titles: 17 added, 0 updated, 0 unchanged');
        const again = await runCli([CATALOGUE_FIXTURE], env);
        expect(again.stdout).toContain('titles: 0 added, 0 updated, 17 unchanged');
      } finally {
        await target.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe('the import CLI on a bad file', () => {
  it(
    'exits non-zero with a readable message, before touching any database',
    { timeout: 120_000 },
    async () => {
      const dir = tempDir();
      try {
        const bad = path.join(dir, 'bad.json');
        fs.writeFileSync(bad, JSON.stringify({ movies: [{ id: -4, title: '' }] }));
        const env = { DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') };
        const invalid = await runCli([bad], env);
        expect(invalid.code).toBe(1);
        expect(invalid.stderr).toContain(`${bad} is not a valid catalogue import file`);
        expect(invalid.stderr).toContain('movies[0].id:');
        expect(invalid.stderr).not.toContain('    at ');
        expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);

        const usage = await runCli([], env);
        expect(usage.code).toBe(2);
        expect(usage.stderr).toContain('Usage: npm run catalogue:import -- FILE');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
