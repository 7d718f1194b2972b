import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to port 8080, data/, the local catalogue and no external services', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      catalogue: 'local',
      databaseUrl: undefined,
      redisUrl: undefined,
      tmdbToken: undefined,
      addonUrls: [],
      statementTimeoutMs: 5_000,
      maxEventLoopDelayMs: 1_000,
      maxDatabaseRequests: 256,
      requestTimeoutMs: 20_000,
    });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('chooses the tmdb catalogue when TMDB_TOKEN is set, unless CATALOGUE says local', () => {
    expect(loadConfig({ TMDB_TOKEN: 'abc' }).catalogue).toBe('tmdb');
    expect(loadConfig({ TMDB_TOKEN: 'abc', CATALOGUE: 'local' }).catalogue).toBe('local');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['CATALOGUE', 'imdb'],
    ['REPORT_WEBHOOK_URL', 'not a url'],
    ['PUBLIC_ORIGIN', 'ftp://example.org'],
    ['SMTP_URL', 'http://mail.example.org'],
    // Without PUBLIC_ORIGIN a reset link would have to take its address from the request.
    ['SMTP_URL', 'smtp://mail.example.org:587'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', 'soon'],
    ['OVERLOAD_EVENT_LOOP_DELAY_MS', '0'],
    ['DATABASE_QUEUE_LIMIT', '1.5'],
    ['HTTP_REQUEST_TIMEOUT_MS', '5'],
    ['IMAGE_CACHE_MAX_MB', '0'],
    ['IMAGE_CACHE_MAX_MB', 'lots'],
    ['IMAGE_RESIZES_PER_MINUTE', '1.5'],
    ['IMAGE_RESIZES_PER_MINUTE', '0'],
    ['ADDON_URLS', 'https://ok.example.org,notaurl'],
    ['PROVIDERS', 'library,scraper'],
    ['PROVIDERS', 'demo,demo'],
    ['PROVIDERS', ','],
    ['PROVIDER_TIMEOUT_MS', '10'],
    ['SOURCE_SEARCH_TIMEOUT_MS', '50'],
    ['PREMIUM_KEY', 'too-short-to-sign'],
    ['SIGNUPS_PER_HOUR', '0'],
    ['SIGNUPS_PER_HOUR', 'many'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('allows 10 sign-ups an hour per address unless SIGNUPS_PER_HOUR says otherwise', () => {
    expect(loadConfig({}).signupsPerHour).toBe(10);
    expect(loadConfig({ SIGNUPS_PER_HOUR: '50' }).signupsPerHour).toBe(50);
  });

  it('keeps the image caches to 1024 MB and allows 1200 resizes a minute per client by default', () => {
    expect(loadConfig({})).toMatchObject({ imageCacheMaxBytes: 1024 ** 3, imageResizesPerMinute: 1200 });
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: '0.5' }).imageCacheMaxBytes).toBe(512 * 1024);
  });

  it('takes a premium key of 32 characters or more; none leaves the key kept in the database to sign', () => {
    expect(loadConfig({ PREMIUM_KEY: 'k'.repeat(32) }).premiumKey).toBe('k'.repeat(32));
    expect(loadConfig({ PREMIUM_KEY: '' }).premiumKey).toBeUndefined();
    expect(loadConfig({}).premiumKey).toBeUndefined();
  });

  it('refuses CATALOGUE=tmdb without a token', () => {
    expect(() => loadConfig({ CATALOGUE: 'tmdb' })).toThrow(/TMDB_TOKEN/);
  });

  it('treats empty variables as unset and splits add-on URLs', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      REDIS_URL: ' ',
      ADDON_URLS: 'https://a.example.org/, https://b.example.org',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.addonUrls).toEqual(['https://a.example.org/', 'https://b.example.org']);
  });

  it('asks the library, then add-ons, then the demo streams, 8 s each and 20 s in all, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      providers: ['library', 'addon', 'demo'],
      providerTimeoutMs: 8000,
      searchTimeoutMs: 20_000,
    });
    expect(loadConfig({ PROVIDERS: ' demo , library' }).providers).toEqual(['demo', 'library']);
  });
});
