import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import {
  CATALOGUE_PREFIX,
  DOWNLOADS_PREFIX,
  SOURCES_PREFIX,
  ZInfoBoxesFile,
  type TFirstScreenRenderer,
} from '@marquee/contract';
import { chooseInfoBox, NO_RATING_LIMIT } from '@marquee/domain';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { accountsPlugin } from './accounts/accounts.plugin.ts';
import { createAccounts } from './accounts/accounts.ts';
import { sessionTokenOf } from './accounts/session-cookie.ts';
import type { CatalogueAnswers } from './catalogue/answers/catalogue-answers.ts';
import type { CatalogueBackend } from './catalogue/catalogue.backend.ts';
import { cataloguePlugin } from './catalogue/catalogue.plugin.ts';
import type { TLimitOf } from './catalogue/answers/answer-routes.ts';
import { cookieRatingLimit, RatedCatalogues } from './catalogue/ratings/rated-catalogues.ts';
import { errorShapeFor } from './catalogue/tmdb-error-shape.ts';
import type { TConfig } from './config/config.ts';
import type { TDatabase } from './db/client.ts';
import { donationsPlugin } from './donations/donations.plugin.ts';
import { downloadsPlugin } from './downloads/downloads.plugin.ts';
import { feedbackPlugin } from './feedback/feedback.plugin.ts';
import { FeedbackRepository } from './feedback/feedback.repository.ts';
import type { TForwarderOptions } from './feedback/report-forwarder.ts';
import { fourKKeySource } from './four-k/four-k-key.ts';
import { createFourKTokens } from './four-k/four-k-tokens.ts';
import { fourKPlugin } from './four-k/four-k.plugin.ts';
import { registerHealthRoute } from './health/health.routes.ts';
import { BODY_LIMIT_BYTES, refuseLargeBodies } from './http/body-limit.ts';
import { trustProxyOption } from './http/client-address.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { clientErrorHandler, frameworkErrorHandler, MAX_PARAM_LENGTH } from './http/framework-errors.ts';
import { heroHead } from './http/hero-head.ts';
import { posterHead } from './http/poster-head.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { AccountExport } from './portability/account-export.ts';
import { ImportService } from './portability/import.service.ts';
import { portabilityPlugin } from './portability/portability.plugin.ts';
import { TitleMatcher } from './portability/title-matcher.ts';
import { ProfilesRepository } from './profiles/profiles.repository.ts';
import { profilesPlugin } from './profiles/profiles.plugin.ts';
import { publishedListsPlugin } from './published-lists/published-lists.plugin.ts';
import { PublishedListsRepository } from './published-lists/published-lists.repository.ts';
import { syncPlugin } from './sync/sync.plugin.ts';
import { CalendarFeedsRepository } from './up-next/calendar-feeds.repository.ts';
import { FollowsRepository } from './up-next/follows.repository.ts';
import { SchedulesRepository } from './up-next/schedules.repository.ts';
import { upNextPlugin } from './up-next/up-next.plugin.ts';
import { UpNextService } from './up-next/up-next.service.ts';
import { userRatingsPlugin } from './user-ratings/user-ratings.plugin.ts';
import { UserRatingsRepository } from './user-ratings/user-ratings.repository.ts';
import type { ImageService } from './images/image.service.ts';
import { registerImageRoutes } from './images/images.routes.ts';
import { titlePages } from './link-previews/title-head.ts';
import { noticesPlugin } from './notices/notices.plugin.ts';
import { clientTimeoutOptions } from './overload/client-timeouts.ts';
import { createSourceProviders } from './sources/source-providers.ts';
import { LibraryPlayback } from './sources/library/library-playback.ts';
import { findMediaTools, mediaToolsMessage, type TMediaTools } from './sources/library/media-tools.ts';
import { sourcesPlugin } from './sources/sources.plugin.ts';
import { AddonSubtitles } from './sources/subtitles/addon-subtitles.ts';
import { CaptionProxy, type TCaptionProxyOptions } from './sources/subtitles/caption-proxy.ts';
import {
  DatabaseWorkLimit,
  limitDatabaseWork,
  RefusalLog,
  registerLoadShedding,
} from './overload/shed-load.ts';
import { SiteFiles } from './shared/site-files.ts';
import { segmentsPlugin } from './segments/segments.plugin.ts';
import { SegmentsService } from './segments/segments.service.ts';
import { siteInfoHead } from './site-info/site-info.ts';
import { INFO_BOXES_FILE, infoBoxesHead } from './notices/info-boxes-head.ts';
import { loadFirstScreenRenderer } from './http/first-screen.ts';
import { siteInfoPlugin } from './site-info/site-info.plugin.ts';
import { PlayTokens } from './stats/play-tokens.ts';
import { SiteStatsService } from './stats/site-stats.service.ts';
import { statsPlugin } from './stats/stats.plugin.ts';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

export interface TAppDeps {
  config: TConfig;
  database: TDatabase;
  catalogue: CatalogueBackend;
  answers: CatalogueAnswers;
  images: ImageService;
  /** Shared counters (login attempts) live here when there is a Redis. */
  redis?: Redis | undefined;
  /** Where the built web app is; tests point it elsewhere. */
  webDist?: string;
  logger?: boolean;
  /** Used by the add-on provider (tests hand in their own). */
  fetch?: typeof fetch;
  /** For tests: how caption files on the web are fetched and their hosts resolved. */
  captionFiles?: TCaptionProxyOptions;
  /** For tests: how often unforwarded error reports are retried, and the first wait after a failure. */
  reportForwarding?: Pick<TForwarderOptions, 'retryIntervalMs' | 'backoffMs'>;
  /** The rating limit each request is answered under (default: the visitor's content filtering cookie). */
  ratingLimitOf?: TLimitOf;
  /** For tests: adds routes before the app starts. */
  extend?: (app: FastifyInstance) => void;
  /** For tests: the clock password reset links expire by. */
  now?: () => number;
  /**
   * What draws a title page's first screen into its HTML: by default the web build's renderer, when the build
   * has one; false for none.
   */
  firstScreen?: TFirstScreenRenderer | false;
  /** For tests: the ffmpeg and ffprobe the library uses (default: looked for when LIBRARY_DIR is set). */
  mediaTools?: TMediaTools;
}

/** The ffmpeg and ffprobe a library plays through, looked for (and said in the log) only when there is one. */
async function libraryMediaTools(config: TConfig, log: FastifyBaseLogger): Promise<TMediaTools> {
  if (!config.libraryDir) return {};
  const configured = { ffmpeg: config.ffmpegPath, ffprobe: config.ffprobePath };
  const tools = await findMediaTools({ configured });
  const { level, message } = mediaToolsMessage(tools, configured);
  log[level](message);
  return tools;
}

/** Builds the one server: the API, the image endpoints and the web app, on one Fastify instance. */
export async function buildApp(deps: TAppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger === false ? false : { level: deps.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    ...clientTimeoutOptions(deps.config.requestTimeoutMs),
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // Errors raised before routing (bad URL encoding, over-long segment, unparsable request) in our shapes.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler(errorShapeFor),
    clientErrorHandler: clientErrorHandler(errorShapeFor),
    // One line per request only when debugging; otherwise the log carries what matters (errors, start, stop).
    logController: new LogController({
      disableRequestLogging: deps.config.logLevel !== 'debug' && deps.config.logLevel !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const webDist = deps.webDist ?? WEB_DIST;
  await registerSecurityHeaders(app, webDist);
  refuseLargeBodies(app);
  // Text answers (JSON, scripts, styles, HTML) go out brotli- or gzip-compressed; images are already compact.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });

  await registerLoadShedding(app, { maxEventLoopDelayMs: deps.config.maxEventLoopDelayMs });
  // The features whose requests wait on the database share one bound on how many are in progress.
  const databaseWork = new DatabaseWorkLimit(deps.config.maxDatabaseRequests, new RefusalLog(app.log));
  app.decorate('databaseWork', databaseWork);
  registerHealthRoute(app, deps);
  const catalogues = new RatedCatalogues(deps.catalogue, deps.config.ratingCountry);
  const accounts = createAccounts(deps.database.db, deps.config, deps.redis, {
    log: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  // A signed-in request is answered under its active profile's limit, a visitor's under their own setting.
  const ratingLimitOf: TLimitOf =
    deps.ratingLimitOf ?? ((request) => accounts.activeProfiles.ratingLimitOf(request, cookieRatingLimit));
  await app.register(cataloguePlugin, {
    prefix: CATALOGUE_PREFIX,
    catalogues,
    ratingLimitOf,
    isSessionBound: (request) => sessionTokenOf(request) !== undefined,
    answers: deps.answers,
    databaseWork,
  });
  const fourKTokens = createFourKTokens(fourKKeySource(deps.config.premiumKey, deps.database.db));
  // A source search that finds streams hands out the token a play must come with (stats).
  const playTokens = new PlayTokens(deps.database.db, accounts.auth);
  const mediaTools = deps.mediaTools ?? (await libraryMediaTools(deps.config, app.log));
  const libraryPlayback = deps.config.libraryDir
    ? new LibraryPlayback({
        root: deps.config.libraryDir,
        db: deps.database.db,
        tools: mediaTools,
        cacheDir: path.join(deps.config.dataDir, 'library-segments'),
        cacheMaxBytes: deps.config.transcodeCacheMaxBytes,
        thumbnailsDir: path.join(deps.config.dataDir, 'library-thumbnails'),
        maxTranscodes: deps.config.maxTranscodes,
      })
    : undefined;
  app.addHook('onClose', async () => libraryPlayback?.close());
  await app.register(sourcesPlugin, {
    prefix: SOURCES_PREFIX,
    providers: createSourceProviders({
      config: deps.config,
      catalogue: deps.catalogue,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      // A valid 4K token in the search's Ui-Token header gets the demo stream with its 2160p rendition.
      unlocks4k: async (uiToken) =>
        (await fourKTokens.verify(uiToken)) ? fourKTokens.grantMedia() : undefined,
    }),
    providerTimeoutMs: deps.config.providerTimeoutMs,
    searchTimeoutMs: deps.config.searchTimeoutMs,
    libraryDir: deps.config.libraryDir,
    mediaTools,
    libraryPlayback,
    verifyMediaGrant: (grant) => fourKTokens.verifyGrant(grant),
    playTokenFor: (request, search) => playTokens.issueForSearch(request, search),
    isTitleAllowed: async (request, kind, id) => catalogues.isAllowed(await ratingLimitOf(request), kind, id),
    addonSubtitles: new AddonSubtitles({
      urls: deps.config.providers.includes('addon') ? deps.config.addonUrls : [],
      catalogue: deps.catalogue,
      timeoutMs: deps.config.providerTimeoutMs,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }),
    captionProxy: new CaptionProxy(deps.captionFiles),
    redis: deps.redis,
  });
  await app.register(downloadsPlugin, {
    prefix: DOWNLOADS_PREFIX,
    db: deps.database.db,
    allowedOrigins: deps.config.allowedOrigins,
  });
  await app.register(fourKPlugin, { tokens: fourKTokens });
  await app.register(async (images) => {
    limitDatabaseWork(images, databaseWork);
    await registerImageRoutes(images, deps.images, {
      resizesPerMinute: deps.config.imageResizesPerMinute,
      redis: deps.redis,
    });
  });
  // The operator's site files (announcements, ads, donation addresses, contact...), read by several features.
  const siteFiles = new SiteFiles(deps.config.siteDir, { logger: app.log });
  app.decorate('siteFiles', siteFiles);
  await app.register(donationsPlugin, { db: deps.database.db, siteFiles });
  await app.register(statsPlugin, {
    db: deps.database.db,
    catalogue: deps.catalogue,
    stats: new SiteStatsService({ db: deps.database.db, catalogue: deps.catalogue, siteFiles }),
    playTokens,
    allowedOrigins: deps.config.allowedOrigins,
    playsPerMinute: deps.config.playsPerMinute,
    redis: deps.redis,
  });
  await app.register(segmentsPlugin, {
    segments: new SegmentsService(deps.database.db),
    auth: accounts.auth,
    playTokens,
    allowedOrigins: deps.config.allowedOrigins,
    redis: deps.redis,
  });
  await app.register(siteInfoPlugin, { siteFiles });
  await app.register(feedbackPlugin, {
    feedback: new FeedbackRepository(deps.database.db),
    redis: deps.redis,
    allowedOrigins: deps.config.allowedOrigins,
    limits: {
      reportsPerHour: deps.config.reportsPerHour,
      partnerRequestsPerHour: deps.config.partnerRequestsPerHour,
    },
    forwarding: {
      webhookUrl: deps.config.reportWebhookUrl,
      ...deps.reportForwarding,
    },
  });
  await app.register(noticesPlugin, { siteDir: deps.config.siteDir });
  await app.register(accountsPlugin, accounts);
  await app.register(syncPlugin, accounts);
  await app.register(profilesPlugin, accounts);
  const follows = new FollowsRepository(deps.database.db);
  const feeds = new CalendarFeedsRepository(deps.database.db);
  await app.register(upNextPlugin, {
    ...accounts,
    follows,
    feeds,
    publicOrigin: deps.config.publicOrigin,
    upNext: new UpNextService({
      follows,
      feeds,
      schedules: new SchedulesRepository(deps.database.db),
      sync: accounts.sync,
      now: deps.now ?? Date.now,
    }),
  });
  const userRatings = new UserRatingsRepository(deps.database.db);
  await app.register(userRatingsPlugin, { ...accounts, userRatings });
  await app.register(publishedListsPlugin, {
    ...accounts,
    lists: new PublishedListsRepository(deps.database.db),
    redis: deps.redis,
    ratingLimitOf,
    isTitleAllowed: (limit, kind, id) => catalogues.isAllowed(limit, kind, id),
  });
  await app.register(portabilityPlugin, {
    ...accounts,
    redis: deps.redis,
    exports: new AccountExport(deps.database.db),
    imports: new ImportService({
      sync: accounts.sync,
      follows,
      profiles: new ProfilesRepository(deps.database.db),
      matcher: new TitleMatcher(deps.database.db),
      ratings: {
        ratings: (profileId) => userRatings.userRatings(profileId),
        syncRatings: (profileId, incoming) => userRatings.syncUserRatings(profileId, incoming),
      },
    }),
  });
  deps.extend?.(app);
  const titles = titlePages(deps.catalogue, deps.config.publicOrigin, async ({ request }, title) => {
    const limit = request ? await ratingLimitOf(request) : NO_RATING_LIMIT;
    return catalogues.isAllowed(limit, title.kind === 'movie' ? 'movie' : 'tv', title.id);
  });
  const renderFirstScreen =
    deps.firstScreen === false
      ? undefined
      : (deps.firstScreen ?? (await loadFirstScreenRenderer(webDist, app.log)));
  const now = deps.now ?? Date.now;
  await registerWebApp(app, webDist, {
    head: (defaults) => [
      ...defaults,
      heroHead(app),
      posterHead(app),
      titles.head,
      siteInfoHead(siteFiles),
      infoBoxesHead(siteFiles),
    ],
    ...(renderFirstScreen && {
      firstScreen: titles.firstScreen({
        render: renderFirstScreen,
        // The first live box, as the app's first render picks it for a visitor who closed none.
        infoBox: async () => chooseInfoBox(await siteFiles.read(INFO_BOXES_FILE, ZInfoBoxesFile), [], now()),
      }),
    }),
  });
  return app;
}
