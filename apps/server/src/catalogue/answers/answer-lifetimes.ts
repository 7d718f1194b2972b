import { TMDB_CACHE_SECONDS, type TTmdbResource } from '../tmdb/cache-policy.ts';

/**
 * A local answer changes only with an import, today's date or (trending) this site's activity, all of
 * which are in its cache key; the lifetime only bounds how long an unused answer takes up space.
 */
export const LOCAL_ANSWER_SECONDS = 60 * 60;
/** Trending is also kept only briefly, so it follows activity even if a generation bump were missed. */
export const LOCAL_TRENDING_ANSWER_SECONDS = 60;

/** How long an answer of a kind is served from the cache: TMDB's own lifetimes in tmdb mode. */
export function answerLifetimeSeconds(mode: 'local' | 'tmdb', resource: TTmdbResource): number {
  if (mode === 'tmdb') return TMDB_CACHE_SECONDS[resource];
  return resource === 'trending' ? LOCAL_TRENDING_ANSWER_SECONDS : LOCAL_ANSWER_SECONDS;
}

/** Whether this site's plays and bookmarks change an answer of this kind. */
export function movesWithActivity(resource: TTmdbResource): boolean {
  return resource === 'trending';
}
