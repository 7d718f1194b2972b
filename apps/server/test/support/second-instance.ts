// A second server instance beside a test server: the same database, catalogue and answer cache, but a Redis
// connection (when REDIS_URL is given) and in-process state of its own, as another process would have.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { openCache, type RedisCache } from '../../src/cache/cache.ts';
import { createImageService } from '../../src/images/image.service.ts';
import type { TServer } from '../../src/server.ts';
import { testConfig } from '../helper.ts';

export async function startSecondInstance(
  first: TServer,
  env: Record<string, string | undefined> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const config = testConfig(env);
  const cache = await openCache(config.redisUrl);
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-second-'));
  const app = await buildApp({
    config,
    database: first.database,
    catalogue: first.catalogue,
    answers: first.answers,
    images: createImageService({
      mode: 'local',
      cacheDir,
      db: first.database.db,
      tmdbImageUrl: config.tmdbImageUrl,
    }),
    redis: cache.kind === 'redis' ? (cache as RedisCache).redis : undefined,
    logger: false,
  });
  return {
    app,
    async close() {
      await app.close();
      await cache.close();
      fs.rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
