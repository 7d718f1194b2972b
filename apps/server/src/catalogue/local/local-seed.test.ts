import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsOf } from './import-rows.ts';
import { readImportFile } from './import-catalogue.ts';
import { SAMPLE_CATALOGUE_DIR, sampleFiles, seedSampleCatalogue } from './seed.ts';
import { openDatabase, type TDb } from '../../db/client.ts';
import { appMeta, episodes, titles } from '../../db/schema.ts';
import { CATALOGUE_FIXTURE } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../../test/helper.ts';

async function countOf(db: TDb, mediaType: 'movie' | 'tv'): Promise<number> {
  const [row] = await db.select({ n: count() }).from(titles).where(eq(titles.mediaType, mediaType));
  return row?.n ?? 0;
}

describe.each(testDatabases())('seeding the sample catalogue on $name', (database) => {
  let server: TTestServer;
  let folder: string;
  beforeAll(async () => {
    server = await startTestServer(database, {}, { seed: false });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-sample-'));
    fs.copyFileSync(CATALOGUE_FIXTURE, path.join(folder, 'catalogue.json'));
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('imports the folder once, records its hash, and imports it again only when a file changes', async () => {
    const db = server.database.db;
    const first = await seedSampleCatalogue(db, folder);
    expect(first?.titles).toEqual({ added: 17, updated: 0, unchanged: 0 });
    const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, 'sample-catalogue'));
    expect(meta?.value).toMatchObject({
      files: ['catalogue.json'],
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    expect(await seedSampleCatalogue(db, folder)).toBeUndefined();

    const file = path.join(folder, 'catalogue.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      movies: { id: number; popularity: number }[];
    };
    data.movies.find((m) => m.id === 20283)!.popularity = 9;
    fs.writeFileSync(file, JSON.stringify(data));
    const changed = await seedSampleCatalogue(db, folder);
    expect(changed?.titles).toEqual({ added: 0, updated: 1, unchanged: 16 });
    expect(await seedSampleCatalogue(db, folder)).toBeUndefined();
  });

  it('does nothing for a missing or empty folder', async () => {
    expect(await seedSampleCatalogue(server.database.db, path.join(folder, 'nothing-here'))).toBeUndefined();
  });
});

describe('the shipped sample catalogue', () => {
  const files = sampleFiles(SAMPLE_CATALOGUE_DIR);
  // The files' own counts, so the check below cannot pass on an empty folder or database.
  const expected = { movies: new Set<number>(), tv: new Set<number>(), episodes: new Set<string>() };
  for (const file of files) {
    const { movies, tv } = itemsOf(readImportFile(file));
    for (const movie of movies) expected.movies.add(movie.id);
    for (const series of tv) {
      expected.tv.add(series.id);
      for (const season of series.seasons) {
        for (const e of season.episodes) {
          expected.episodes.add(`${series.id}:${season.season_number}:${e.episode_number}`);
        }
      }
    }
  }

  it('holds at least 150 movies and 40 series', () => {
    expect(files.map((f) => path.basename(f))).toEqual(['anime.json', 'movies.json', 'series.json']);
    expect(expected.movies.size).toBeGreaterThanOrEqual(150);
    expect(expected.tv.size).toBeGreaterThanOrEqual(40);
  });

  it(
    'seeds into PGlite with every movie, series and episode of the files',
    { timeout: 120_000 },
    async () => {
      const database = await openDatabase({});
      try {
        const summary = await seedSampleCatalogue(database.db);
        expect(summary?.titles.added).toBe(expected.movies.size + expected.tv.size);
        expect(await countOf(database.db, 'movie')).toBe(expected.movies.size);
        expect(await countOf(database.db, 'tv')).toBe(expected.tv.size);
        const [episodeCount] = await database.db.select({ n: count() }).from(episodes);
        expect(episodeCount?.n).toBe(expected.episodes.size);
        expect(await seedSampleCatalogue(database.db)).toBeUndefined();
      } finally {
        await database.close();
      }
    },
  );
});
