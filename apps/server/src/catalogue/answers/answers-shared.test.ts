// The answer cache across processes: an import made by the separate importer, and instances sharing Redis.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCatalogue, readImportFile } from '../local/import-catalogue.ts';
import { readGenerations } from '../local/generation.repository.ts';
import { createServer, type TServer } from '../../server.ts';
import { FakeTmdb } from '../../../test/fake-tmdb/fake-tmdb-server.ts';
import { clearRedisCache, startTmdbServer } from '../../../test/fake-tmdb/tmdb-test-server.ts';
import { CATALOGUE_FIXTURE } from '../../../test/fixtures/catalogue/catalogue-fixture.ts';
import { testConfig, testDatabases, type TTestServer } from '../../../test/helper.ts';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
const CLI = path.join(REPO_ROOT, 'apps/server/src/catalogue/local/import-cli.ts');
const postgres = testDatabases().find((d) => d.name === 'postgres');
const redisUrl = process.env.REDIS_URL;
const api = (p: string) => `/api/tmdb/3${p}`;

/** Local-mode servers on one PostgreSQL database (and Redis when given), as instances behind a balancer. */
async function startInstances(count: number, env: Record<string, string | undefined>) {
  const target = await postgres!.create();
  const servers: TServer[] = [];
  for (let i = 0; i < count; i++) {
    const config = testConfig({ DATABASE_URL: target.url, ...env });
    servers.push(await createServer(config, { logger: false, seed: false, generationPollMs: 100 }));
  }
  return {
    servers,
    url: target.url ?? '',
    async stop() {
      await Promise.all(servers.map((s) => s.close()));
      await target.drop();
    },
  };
}

describe.runIf(postgres)('the answer cache and the importer in another process', () => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    instances = await startInstances(1, {});
    await importCatalogue(instances.servers[0]!.database.db, readImportFile(CATALOGUE_FIXTURE));
  });
  afterAll(async () => instances?.stop());

  it('`npm run catalogue:import` while the server runs: the next answers show the new titles', async () => {
    const server = instances.servers[0]!;
    await server.answers.refresh();
    const popular = async () => (await server.app.inject(api('/movie/popular'))).json().results[0].id;
    expect(await popular()).not.toBe(990901);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-answers-'));
    const file = path.join(dir, 'newcomer.json');
    const newcomer = { id: 990901, title: 'Late Arrival', popularity: 1e6, genre_ids: [18] };
    fs.writeFileSync(file, JSON.stringify({ movies: [newcomer] }));
    await run(process.execPath, ['--import', 'tsx', CLI, file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: instances.url, LOG_LEVEL: 'silent' },
    });
    await vi.waitFor(async () => expect(await popular()).toBe(990901), { timeout: 5000, interval: 50 });
  });
});

describe.runIf(postgres && redisUrl)('two local instances sharing PostgreSQL and Redis', () => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    instances = await startInstances(2, { REDIS_URL: redisUrl });
    await importCatalogue(instances.servers[0]!.database.db, readImportFile(CATALOGUE_FIXTURE));
    await Promise.all(instances.servers.map((s) => s.answers.refresh()));
  });
  afterAll(async () => {
    if (instances) await deleteLocalAnswers(instances.servers[0]!);
    await instances?.stop();
  });

  it("the second instance's first call is answered from the first one's work", async () => {
    const [a, b] = instances.servers;
    const first = await a!.app.inject(api('/tv/popular'));
    const list = vi.spyOn(b!.catalogue, 'list');
    const second = await b!.app.inject(api('/tv/popular'));
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(list).not.toHaveBeenCalled();
  });
});

/** Removes the answers local instances left in Redis (their keys start with the database's generation). */
async function deleteLocalAnswers(server: TServer): Promise<void> {
  const { catalogue } = await readGenerations(server.database.db);
  const redis = new Redis(redisUrl!);
  try {
    const keys = await redis.keys(`marquee:local:${catalogue}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

describe.runIf(redisUrl)('two tmdb instances sharing Redis', () => {
  const cache = { name: 'redis' as const, redisUrl };
  let fake: FakeTmdb;
  let servers: TTestServer[] = [];
  beforeAll(async () => {
    fake = await FakeTmdb.start();
    servers = await Promise.all([startTmdbServer(fake, cache), startTmdbServer(fake, cache)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (fake) await clearRedisCache(cache, fake);
    await fake?.close();
  });

  it("the second instance's first call is a hit: its catalogue backend is not asked", async () => {
    const [a, b] = servers;
    const first = await a!.app.inject(api('/movie/1001?append_to_response=credits'));
    const details = vi.spyOn(b!.catalogue, 'movieDetails');
    const second = await b!.app.inject(api('/movie/1001?append_to_response=credits'));
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(details).not.toHaveBeenCalled();
  });
});
