import type {
  TDiscoverQuery,
  TSearchMovieQuery,
  TSearchQuery,
  TSearchTvQuery,
  TTitleWatchProviders,
} from '@marquee/contract';
import type {
  TEpisodeDetails,
  TGenre,
  TImages,
  TMediaItem,
  TMediaType,
  TMovieDetails,
  TPage,
  TSeasonDetails,
  TTvDetails,
  TWatchProvider,
} from '@marquee/domain';
import type { Cache } from '../../cache/cache.ts';
import { ReadThroughCache } from '../../cache/read-through.ts';
import { UpstreamError } from '../../shared/errors.ts';
import type { CatalogueBackend, TListName } from '../catalogue.backend.ts';
import {
  staleSeconds,
  TMDB_CACHE_SECONDS,
  tmdbCacheKey,
  tmdbCacheNamespace,
  type TQuery,
  type TTmdbResource,
} from './cache-policy.ts';
import { TmdbHttp } from './tmdb-http.ts';

export interface TTmdbCatalogueOptions {
  apiUrl: string;
  token: string;
  cache: Cache;
  fetch?: typeof fetch;
  /** Told when the cache fails; answers then come from TMDB directly. */
  onCacheError?: (error: unknown) => void;
}

/** append_to_response as sent upstream: sorted, so the same parts in any order share one cached answer. */
const joinParts = (parts: string[]) => [...parts].sort().join(',');

/** Only a failing upstream may be covered by a stale copy; a 404 or a refused request is TMDB's real answer. */
const isUpstreamDown = (error: unknown) => error instanceof UpstreamError;

/**
 * The catalogue answered by live TMDB v3: each call is passed through unchanged, with the token kept on the
 * server, answers cached per kind (see cache-policy.ts), identical concurrent calls sharing one request, and
 * a stale copy served while TMDB is failing.
 */
export class TmdbCatalogue implements CatalogueBackend {
  readonly name = 'tmdb';
  private readonly http: TmdbHttp;
  private readonly cache: ReadThroughCache;
  private readonly namespace: string;
  private readonly closing = new AbortController();

  constructor(options: TTmdbCatalogueOptions) {
    this.http = new TmdbHttp({
      apiUrl: options.apiUrl,
      token: options.token,
      signal: this.closing.signal,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    this.cache = new ReadThroughCache(
      options.cache,
      options.onCacheError ? { onCacheError: options.onCacheError } : {},
    );
    this.namespace = tmdbCacheNamespace(options.apiUrl);
  }

  searchMulti(query: TSearchQuery): Promise<TPage<TMediaItem>> {
    return this.search('/search/multi', query);
  }

  searchMovie(query: TSearchMovieQuery): Promise<TPage<TMediaItem>> {
    const { year, primary_release_year, region } = query;
    return this.search('/search/movie', query, { year, primary_release_year, region });
  }

  searchTv(query: TSearchTvQuery): Promise<TPage<TMediaItem>> {
    const { year, first_air_date_year } = query;
    return this.search('/search/tv', query, { year, first_air_date_year });
  }

  searchPerson(query: TSearchQuery): Promise<TPage<TMediaItem>> {
    return this.search('/search/person', query);
  }

  movieDetails(id: number, append: string[]): Promise<TMovieDetails> {
    return this.get('details', `/movie/${id}`, { append_to_response: joinParts(append) });
  }

  tvDetails(id: number, append: string[]): Promise<TTvDetails> {
    return this.get('details', `/tv/${id}`, { append_to_response: joinParts(append) });
  }

  seasonDetails(seriesId: number, season: number, append: string[]): Promise<TSeasonDetails> {
    return this.get('season', `/tv/${seriesId}/season/${season}`, { append_to_response: joinParts(append) });
  }

  episodeDetails(
    seriesId: number,
    season: number,
    episode: number,
    append: string[],
  ): Promise<TEpisodeDetails> {
    const path = `/tv/${seriesId}/season/${season}/episode/${episode}`;
    return this.get('episode', path, { append_to_response: joinParts(append) });
  }

  trending(mediaType: TMediaType | 'all', window: 'day' | 'week', page: number): Promise<TPage<TMediaItem>> {
    return this.get('trending', `/trending/${mediaType}/${window}`, { page });
  }

  list(name: TListName, page: number): Promise<TPage<TMediaItem>> {
    return this.get('list', `/${name}`, { page });
  }

  discover(mediaType: TMediaType, query: TDiscoverQuery): Promise<TPage<TMediaItem>> {
    return this.get('discover', `/discover/${mediaType}`, query);
  }

  images(mediaType: TMediaType, id: number, languages: string[]): Promise<TImages> {
    return this.get('images', `/${mediaType}/${id}/images`, { include_image_language: joinParts(languages) });
  }

  genres(mediaType: TMediaType): Promise<{ genres: TGenre[] }> {
    return this.get('genres', `/genre/${mediaType}/list`, {});
  }

  watchProviders(mediaType: TMediaType, region: string): Promise<{ results: TWatchProvider[] }> {
    return this.get('providers', `/watch/providers/${mediaType}`, { watch_region: region });
  }

  titleWatchProviders(mediaType: TMediaType, id: number): Promise<TTitleWatchProviders> {
    return this.get('title-providers', `/${mediaType}/${id}/watch/providers`, {});
  }

  /** Cancels the calls and retry waits under way; the cache belongs to the server and stays open. */
  async close(): Promise<void> {
    this.closing.abort();
  }

  /** One of TMDB's searches, with the fields they share and the ones of its kind. */
  private async search(path: string, query: TSearchQuery, extra: TQuery = {}): Promise<TPage<TMediaItem>> {
    // TMDB answers an empty query with an empty page; no need to spend a call on it.
    if (!query.query.trim()) return { page: 1, results: [], total_pages: 1, total_results: 0 };
    const { query: text, page, include_adult, language } = query;
    return this.get('search', path, { query: text, page, include_adult, language, ...extra });
  }

  /** TMDB's answer to one call, through the cache. The type is TMDB's documented shape, not checked here. */
  private async get<T>(resource: TTmdbResource, path: string, query: TQuery): Promise<T> {
    const freshSeconds = TMDB_CACHE_SECONDS[resource];
    const policy = { freshSeconds, staleSeconds: staleSeconds(freshSeconds), canServeStale: isUpstreamDown };
    const answer = await this.cache.read(tmdbCacheKey(this.namespace, path, query), policy, () =>
      this.http.get(path, query),
    );
    return answer as T;
  }
}
