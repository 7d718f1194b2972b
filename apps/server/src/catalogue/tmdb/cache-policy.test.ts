import { describe, expect, it } from 'vitest';
import {
  canonicalQuery,
  staleSeconds,
  TMDB_CACHE_SECONDS,
  tmdbCacheKey,
  tmdbCacheNamespace,
} from './cache-policy.ts';

describe('the TMDB cache policy', () => {
  it('keys a call by its path and its query sorted, leaving out empty parameters', () => {
    const a = tmdbCacheKey('tmdb:x', '/discover/movie', { with_genres: '18', page: 2, language: undefined });
    const b = tmdbCacheKey('tmdb:x', '/discover/movie', { page: 2, with_genres: '18', region: '' });
    expect(a).toBe(b);
    expect(a).toBe('tmdb:x:/discover/movie?page=2&with_genres=18');
    expect(tmdbCacheKey('tmdb:x', '/genre/tv/list', {})).toBe('tmdb:x:/genre/tv/list');
  });

  it('encodes values so no two queries share a key', () => {
    expect(canonicalQuery({ query: 'a&page=2' })).not.toBe(canonicalQuery({ query: 'a', page: 2 }));
  });

  it('keeps the answers of different upstreams apart, without the token in the key', () => {
    const live = tmdbCacheNamespace('https://api.themoviedb.org/3');
    expect(live).toMatch(/^tmdb:[0-9a-f]{10}$/);
    expect(tmdbCacheNamespace('http://127.0.0.1:9999/3')).not.toBe(live);
  });

  it('keeps searches shortest, rankings shorter than details, and genres and providers for days', () => {
    const s = TMDB_CACHE_SECONDS;
    expect(s.search).toBeLessThanOrEqual(15 * 60);
    expect(s.trending).toBeLessThan(s.details);
    expect(s.list).toBeLessThan(s.details);
    expect(s.details).toBeGreaterThanOrEqual(60 * 60);
    expect(s.season).toBeGreaterThanOrEqual(60 * 60);
    expect(s.genres).toBeGreaterThanOrEqual(24 * 60 * 60);
    expect(s.providers).toBeGreaterThanOrEqual(24 * 60 * 60);
  });

  it('keeps a stale copy a few lifetimes, at most a day', () => {
    expect(staleSeconds(600)).toBe(2400);
    expect(staleSeconds(TMDB_CACHE_SECONDS.genres)).toBe(24 * 60 * 60);
  });
});
