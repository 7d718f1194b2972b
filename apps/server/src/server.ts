import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type TAppDeps } from './app.ts';
import { logRedisState, openCache, type Cache, type RedisCache } from './cache/cache.ts';
import { openCatalogueAnswers, type CatalogueAnswers } from './catalogue/answers/catalogue-answers.ts';
import type { CatalogueBackend } from './catalogue/catalogue.backend.ts';
import { LocalCatalogue } from './catalogue/local/local-catalogue.ts';
import { seedSampleCatalogue } from './catalogue/local/seed.ts';
import { seedDemoSegments } from './segments/import-segments.ts';
import { SegmentsRepository } from './segments/segments.repository.ts';
import { TmdbCatalogue } from './catalogue/tmdb/tmdb-catalogue.ts';
import { TmdbHttp } from './catalogue/tmdb/tmdb-http.ts';
import { SeriesRefresher } from './up-next/series-refresh.ts';
import { SeriesRefreshRepository } from './up-next/series-refresh.repository.ts';
import type { TConfig } from './config/config.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { createImageService, type TImageServiceOptions } from './images/image.service.ts';

export interface TServer {
  app: FastifyInstance;
  database: TDatabase;
  cache: Cache;
  catalogue: CatalogueBackend;
  answers: CatalogueAnswers;
  /** `tmdb` mode: the background job keeping followed series' air dates in the database. */
  seriesRefresh: SeriesRefresher | undefined;
  /** Stops taking requests, then closes the catalogue, cache and database, in that order. */
  close(): Promise<void>;
}

export interface TServerOptions {
  /** For tests: keep PGlite in memory instead of under DATA_DIR. */
  inMemoryDatabase?: boolean;
  /** For tests: the PGlite dump an in-memory database starts from (apps/server/test/global-setup.ts). */
  databaseTemplate?: string | undefined;
  /** For tests: skip seeding the sample catalogue. */
  seed?: boolean;
  webDist?: string;
  /** What draws a title page's first screen (default: the web build's renderer, when built). */
  firstScreen?: TAppDeps['firstScreen'];
  logger?: boolean;
  fetch?: typeof fetch;
  /** For tests: how caption files on the web are fetched and their hosts resolved. */
  captionFiles?: TAppDeps['captionFiles'];
  /** How often the catalogue generations are read (default every few seconds). */
  generationPollMs?: number;
  extend?: (app: FastifyInstance) => void;
  /** For tests: how soon failed error-report forwards are retried. */
  reportForwarding?: TAppDeps['reportForwarding'];
  /** For tests: the clock password reset links expire by. */
  now?: () => number;
  /** For tests: how often followed series are looked at in `tmdb` mode; 0 only when asked. */
  seriesRefreshIntervalMs?: number;
  /** For tests: resize slots and how often the image cache may be pruned. */
  images?: Pick<TImageServiceOptions, 'resizeLimits' | 'pruneIntervalMs'>;
}

/** Opens everything the configuration names and builds the app on top of it. */
export async function createServer(config: TConfig, options: TServerOptions = {}): Promise<TServer> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : config.dataDir,
    template: options.inMemoryDatabase ? options.databaseTemplate : undefined,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const cache = await openCache(config.redisUrl);
  let catalogue: CatalogueBackend;
  let tmdbHttp: TmdbHttp | undefined;
  const closing = new AbortController();
  if (config.catalogue === 'tmdb') {
    const tmdb = {
      apiUrl: config.tmdbApiUrl,
      token: config.tmdbToken ?? '',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    catalogue = new TmdbCatalogue({ ...tmdb, cache });
    // Asked directly, past the read-through cache: a day-old answer is what the refresh replaces.
    tmdbHttp = new TmdbHttp({ ...tmdb, signal: closing.signal });
  } else {
    if (options.seed !== false) {
      await seedSampleCatalogue(database.db);
      // The sample titles' demo streams come with their skip segments.
      await seedDemoSegments(new SegmentsRepository(database.db));
    }
    catalogue = new LocalCatalogue(database.db);
  }
  const answers = await openCatalogueAnswers({
    mode: config.catalogue,
    db: database.db,
    shared: cache.kind === 'redis' ? cache : undefined,
    tmdbApiUrl: config.tmdbApiUrl,
    onCatalogueChange: () => catalogue.catalogueChanged?.(),
    ...(options.generationPollMs ? { pollMs: options.generationPollMs } : {}),
  });
  const images = createImageService({
    mode: config.catalogue,
    cacheDir: path.join(config.dataDir, 'image-cache'),
    db: database.db,
    tmdbImageUrl: config.tmdbImageUrl,
    publicOrigin: config.publicOrigin,
    cacheMaxBytes: config.imageCacheMaxBytes,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...options.images,
  });
  const redis = cache.kind === 'redis' ? (cache as RedisCache).redis : undefined;
  const app = await buildApp({
    config,
    database,
    catalogue,
    answers,
    images,
    redis,
    ...(options.webDist ? { webDist: options.webDist } : {}),
    ...(options.firstScreen !== undefined ? { firstScreen: options.firstScreen } : {}),
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    ...(options.extend ? { extend: options.extend } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.captionFiles ? { captionFiles: options.captionFiles } : {}),
    ...(options.reportForwarding ? { reportForwarding: options.reportForwarding } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  if (redis) logRedisState(redis, app.log);
  const http = tmdbHttp;
  const seriesRefresh =
    http &&
    new SeriesRefresher({
      db: database.db,
      repository: new SeriesRefreshRepository(database.db),
      get: (tmdbPath) => http.get(tmdbPath),
      now: options.now ?? Date.now,
      logger: app.log,
      ...(options.seriesRefreshIntervalMs !== undefined
        ? { intervalMs: options.seriesRefreshIntervalMs }
        : {}),
    });
  seriesRefresh?.start();
  return {
    app,
    database,
    cache,
    catalogue,
    answers,
    seriesRefresh,
    async close() {
      closing.abort();
      await seriesRefresh?.stop();
      await app.close();
      answers.close();
      await catalogue.close?.();
      await cache.close();
      await database.close();
    },
  };
}
