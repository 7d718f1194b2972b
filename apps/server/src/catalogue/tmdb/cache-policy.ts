import { createHash } from 'node:crypto';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The kinds of TMDB answer we cache, each with its own lifetime. */
export type TTmdbResource =
  | 'search'
  | 'details'
  | 'season'
  | 'episode'
  | 'images'
  | 'trending'
  | 'list'
  | 'discover'
  | 'genres'
  | 'providers'
  | 'title-providers';

/**
 * How long each kind of answer stays fresh, in seconds: what a visitor types changes fastest, rankings
 * move during the day, details and artwork rarely, genre and provider lists almost never.
 */
export const TMDB_CACHE_SECONDS: Record<TTmdbResource, number> = {
  search: 10 * MINUTE,
  trending: 30 * MINUTE,
  list: HOUR,
  discover: HOUR,
  details: 6 * HOUR,
  season: 6 * HOUR,
  episode: 6 * HOUR,
  'title-providers': 12 * HOUR,
  images: DAY,
  providers: 3 * DAY,
  genres: 7 * DAY,
};

/** A copy past its lifetime is kept this many lifetimes more (at most a day), to answer when TMDB is down. */
const STALE_LIFETIMES = 4;

/** How long a copy may still be served while TMDB fails, after it stopped being fresh. */
export function staleSeconds(freshSeconds: number): number {
  return Math.min(DAY, freshSeconds * STALE_LIFETIMES);
}

export type TQuery = Record<string, string | number | boolean | undefined>;

/** The query string with its parameters sorted and empty ones left out, so equal requests read the same. */
export function canonicalQuery(query: TQuery): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== '') params.append(name, String(value));
  }
  return params.toString();
}

/**
 * The cache namespace of one upstream: a short hash of its base URL, so two configurations (or two test
 * servers) sharing a Redis never read each other's answers. The token is never part of it.
 */
export function tmdbCacheNamespace(apiUrl: string): string {
  return `tmdb:${createHash('sha256').update(apiUrl).digest('hex').slice(0, 10)}`;
}

/** The cache (and in-flight) key of one call: namespace, path and sorted query. */
export function tmdbCacheKey(namespace: string, path: string, query: TQuery): string {
  const search = canonicalQuery(query);
  return `${namespace}:${path}${search ? `?${search}` : ''}`;
}
