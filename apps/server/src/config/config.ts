import path from 'node:path';
import {
  DEFAULT_RATING_COUNTRY,
  isRatingCountry,
  PARTNER_REQUESTS_PER_HOUR,
  RATING_SCALES,
  SOURCE_PROVIDERS,
  type TRatingCountry,
  type TSourceProvider,
} from '@marquee/domain';
import { z } from 'zod';
import ipaddr from 'ipaddr.js';
import { defaultTranscodeLimit } from '../sources/library/transcodes.ts';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must be a URL starting with ${protocols.join(' or ')}`,
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: 'is not a valid URL' });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * TRUST_PROXY: how many proxies stand in front of the server (a hop count), or which addresses are ours
 * (addresses, CIDR ranges and the names loopback, linklocal, uniquelocal); 0 trusts nobody.
 */
export type TTrustProxy = number | readonly string[];

/** The names of address ranges a TRUST_PROXY list may use (those of Fastify's proxy-addr). */
const TRUSTED_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Whether `entry` is an address, a CIDR range or a range name that TRUST_PROXY may list. */
function isTrustedProxyEntry(entry: string): boolean {
  if (TRUSTED_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const isAddress = ipaddr.IPv4.isValidFourPartDecimal(address) || ipaddr.IPv6.isValid(address);
  if (rest.length > 0 || !isAddress) return false;
  if (bits === undefined) return true;
  const max = ipaddr.parse(address).kind() === 'ipv6' ? 128 : 32;
  return /^\d+$/.test(bits) && Number(bits) >= 1 && Number(bits) <= max;
}

/** The shortest key that may sign 4K tokens. */
export const PREMIUM_KEY_MIN_LENGTH = 32;

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  TMDB_TOKEN: optionalText,
  TMDB_API_URL: optionalUrl(['http://', 'https://']).default('https://api.themoviedb.org/3'),
  TMDB_IMAGE_URL: optionalUrl(['http://', 'https://']).default('https://image.tmdb.org/t/p'),
  CATALOGUE: z.enum(['local', 'tmdb']).optional(),
  /** Whose certifications limit profiles (a country with a scale of its own in the domain). */
  RATING_COUNTRY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isRatingCountry, { message: `must be one of ${Object.keys(RATING_SCALES).join(', ')}` })
    .default(DEFAULT_RATING_COUNTRY),
  // HS256 wants a key at least as long as its 256-bit hash.
  PREMIUM_KEY: optionalText.refine((v) => v === undefined || v.length >= PREMIUM_KEY_MIN_LENGTH, {
    message: `must be at least ${PREMIUM_KEY_MIN_LENGTH} characters (a long random string)`,
  }),
  REPORT_WEBHOOK_URL: optionalUrl(['http://', 'https://']),
  LIBRARY_DIR: optionalText,
  FFMPEG_PATH: optionalText,
  FFPROBE_PATH: optionalText,
  TRANSCODES_MAX: z.coerce.number().int().min(1).max(1000).optional(),
  TRANSCODE_CACHE_MAX_MB: z.coerce.number().positive().max(10_000_000).default(4096),
  ADDON_URLS: optionalText,
  PROVIDERS: optionalText,
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  SOURCE_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  PUBLIC_ORIGIN: optionalUrl(['http://', 'https://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: optionalText,
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).max(60_000).default(1_000),
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(256),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  IMAGE_CACHE_MAX_MB: z.coerce.number().positive().max(1_000_000).default(1024),
  IMAGE_RESIZES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  REPORTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  PARTNER_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(PARTNER_REQUESTS_PER_HOUR),
  PLAYS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  TRUST_PROXY: optionalText,
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(3650).default(30),
  SESSION_LIFETIME_DAYS: z.coerce.number().positive().max(3650).default(90),
  // Enough for a household, not for a script.
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  ALLOWED_ORIGINS: optionalText,
  SITE_DIR: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * SITE_DIR: the operator's folder of site files (announcements, ads, donation addresses, contact...); a
   * file not there is read from the shipped defaults in the repository's site/ folder.
   */
  siteDir: string | undefined;
  databaseUrl: string | undefined;
  /** Any database statement running longer is stopped, and its request answered 503 (0: no limit). */
  statementTimeoutMs: number;
  /** Requests are refused with 503 while the event loop lags more than this on average. */
  maxEventLoopDelayMs: number;
  /** Catalogue and image requests beyond this many in progress at once are refused with 503. */
  maxDatabaseRequests: number;
  /** A request must have fully arrived within this; a connection idle this long is closed. */
  requestTimeoutMs: number;
  redisUrl: string | undefined;
  catalogue: 'local' | 'tmdb';
  tmdbToken: string | undefined;
  tmdbApiUrl: string;
  tmdbImageUrl: string;
  /** The country whose certifications the rating limits of profiles are read in. */
  ratingCountry: TRatingCountry;
  /** Signs and checks 4K tokens and media grants; without it 4K is locked. */
  premiumKey: string | undefined;
  reportWebhookUrl: string | undefined;
  libraryDir: string | undefined;
  /** FFMPEG_PATH / FFPROBE_PATH: the binaries the library uses before the system's and the bundled ones. */
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  /** Library transcodes at once (TRANSCODES_MAX; default half the cores). */
  maxTranscodes: number;
  /** TRANSCODE_CACHE_MAX_MB in bytes: the library's segments under DATA_DIR stay below it. */
  transcodeCacheMaxBytes: number;
  addonUrls: string[];
  /** The source providers asked, in order (PROVIDERS; default library, addon, demo). */
  providers: TSourceProvider[];
  /** How long one provider may take to answer a source search before the next is asked. */
  providerTimeoutMs: number;
  /** How long a whole source search may take, however many providers are slow. */
  searchTimeoutMs: number;
  publicOrigin: string | undefined;
  /** Where password reset links are sent from (SMTP_URL); unset: the site sends no e-mail. */
  smtpUrl: string | undefined;
  /** The From of the site's e-mails. */
  mailFrom: string;
  /** IMAGE_CACHE_MAX_MB in bytes: the image caches under DATA_DIR are pruned to stay below it. */
  imageCacheMaxBytes: number;
  /** Cache misses of /img allowed per client address and minute. */
  imageResizesPerMinute: number;
  /** Error reports one client address may send an hour. */
  reportsPerHour: number;
  /** Partnership requests one client address may send an hour. */
  partnerRequestsPerHour: number;
  /** Plays one client address may start a minute. */
  playsPerMinute: number;
  /** TRUST_PROXY: the proxies whose X-Forwarded-* headers are believed (0: none). */
  trustProxy: TTrustProxy;
  /** A session unused this long ends (ms). */
  sessionIdleMs: number;
  /** A session ends this long after sign-in (ms). */
  sessionLifetimeMs: number;
  /** Accounts one client address may create per hour. */
  signupsPerHour: number;
  /** Origins besides the server's own (and PUBLIC_ORIGIN) allowed to make state-changing calls. */
  allowedOrigins: string[];
  logLevel: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `${name} ${issue.message.replace(/^Invalid input: /, '')} (got ${JSON.stringify(env[name] ?? '')})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const catalogue = e.CATALOGUE ?? (e.TMDB_TOKEN ? 'tmdb' : 'local');
  if (catalogue === 'tmdb' && !e.TMDB_TOKEN) {
    throw new ConfigError('Invalid configuration:\n  CATALOGUE is tmdb but TMDB_TOKEN is not set');
  }
  const addonUrls = (e.ADDON_URLS ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  const badAddon = addonUrls.find((u) => !URL.canParse(u) || !/^https?:/.test(u));
  if (badAddon) {
    throw new ConfigError(`Invalid configuration:\n  ADDON_URLS has an invalid URL (got "${badAddon}")`);
  }
  const allowedOrigins = (e.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((u) => u.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const badOrigin = allowedOrigins.find((u) => !URL.canParse(u) || new URL(u).origin !== u);
  if (badOrigin) {
    throw new ConfigError(
      `Invalid configuration:\n  ALLOWED_ORIGINS has an invalid origin (got "${badOrigin}")`,
    );
  }
  // A reset link's address must not come from the request's Host, which a caller can set to its own site.
  if (e.SMTP_URL && !e.PUBLIC_ORIGIN) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL needs PUBLIC_ORIGIN: the address the password reset links lead to',
    );
  }
  if (e.PUBLIC_ORIGIN) allowedOrigins.push(new URL(e.PUBLIC_ORIGIN).origin);
  const DAY_MS = 24 * 60 * 60 * 1000;
  const providers = (e.PROVIDERS ?? SOURCE_PROVIDERS.join(','))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const badProvider = providers.find((p) => !(SOURCE_PROVIDERS as readonly string[]).includes(p));
  if (badProvider !== undefined || providers.length === 0 || new Set(providers).size !== providers.length) {
    throw new ConfigError(
      `Invalid configuration:\n  PROVIDERS must list some of ${SOURCE_PROVIDERS.join(', ')}, each once, comma separated (got "${e.PROVIDERS ?? ''}")`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    siteDir: e.SITE_DIR ? path.resolve(e.SITE_DIR) : undefined,
    databaseUrl: e.DATABASE_URL,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    maxEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxDatabaseRequests: e.DATABASE_QUEUE_LIMIT,
    requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    catalogue,
    tmdbToken: e.TMDB_TOKEN,
    tmdbApiUrl: e.TMDB_API_URL.replace(/\/$/, ''),
    tmdbImageUrl: e.TMDB_IMAGE_URL.replace(/\/$/, ''),
    ratingCountry: e.RATING_COUNTRY as TRatingCountry,
    premiumKey: e.PREMIUM_KEY,
    reportWebhookUrl: e.REPORT_WEBHOOK_URL,
    libraryDir: e.LIBRARY_DIR ? path.resolve(e.LIBRARY_DIR) : undefined,
    ffmpegPath: e.FFMPEG_PATH,
    ffprobePath: e.FFPROBE_PATH,
    maxTranscodes: e.TRANSCODES_MAX ?? defaultTranscodeLimit(),
    transcodeCacheMaxBytes: Math.round(e.TRANSCODE_CACHE_MAX_MB * 1024 * 1024),
    addonUrls,
    providers: providers as TSourceProvider[],
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    searchTimeoutMs: e.SOURCE_SEARCH_TIMEOUT_MS,
    publicOrigin: e.PUBLIC_ORIGIN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Marquee <no-reply@${new URL(e.PUBLIC_ORIGIN ?? 'http://localhost').hostname}>`,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    imageCacheMaxBytes: Math.round(e.IMAGE_CACHE_MAX_MB * 1024 * 1024),
    imageResizesPerMinute: e.IMAGE_RESIZES_PER_MINUTE,
    reportsPerHour: e.REPORTS_PER_HOUR,
    partnerRequestsPerHour: e.PARTNER_REQUESTS_PER_HOUR,
    playsPerMinute: e.PLAYS_PER_MINUTE,
    sessionIdleMs: Math.round(e.SESSION_IDLE_DAYS * DAY_MS),
    sessionLifetimeMs: Math.round(e.SESSION_LIFETIME_DAYS * DAY_MS),
    signupsPerHour: e.SIGNUPS_PER_HOUR,
    allowedOrigins,
    logLevel: e.LOG_LEVEL,
  };
}

/** TRUST_PROXY: unset (nobody), a hop count, or a comma list of proxy addresses and ranges. */
function parseTrustProxy(value: string | undefined): TTrustProxy {
  if (value === undefined) return 0;
  if (/^\d+$/.test(value) && Number(value) <= 100) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isTrustedProxyEntry(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY must be a number of proxy hops, or proxy addresses and CIDR ranges (or loopback, linklocal, uniquelocal), comma separated (got "${bad ?? value}")`,
    );
  }
  return entries;
}
