import type { catalogueEndpoints, TListName, TResponseOf } from '@marquee/contract';
import type { TMediaType } from '@marquee/domain';
import type { z } from 'zod';
import type { TCertificationSource } from './ratings/certification-sources.ts';

export type { TListName };

type TRoutes = typeof catalogueEndpoints;
/** What a backend answers for a catalogue route: the route's response type. */
type TAnswerOf<K extends keyof TRoutes> = Promise<TResponseOf<TRoutes[K]>>;
/** A route's query, as its schema parsed it. */
type TQueryOf<K extends keyof TRoutes> = TRoutes[K] extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : never;

/**
 * The TMDB v3 calls of the catalogue routes, answered in TMDB's shapes: each method's answer is its route's
 * response type. Both backends (local database, live TMDB) implement it; an unknown id throws NotFoundError,
 * an unreachable upstream UpstreamError. `append` lists the append_to_response parts asked for.
 */
export interface CatalogueBackend {
  readonly name: 'local' | 'tmdb';
  searchMulti(query: TQueryOf<'searchMulti'>): TAnswerOf<'searchMulti'>;
  /** search/movie, search/tv and search/person: one kind only, results without media_type. */
  searchMovie(query: TQueryOf<'searchMovie'>): TAnswerOf<'searchMovie'>;
  searchTv(query: TQueryOf<'searchTv'>): TAnswerOf<'searchTv'>;
  searchPerson(query: TQueryOf<'searchPerson'>): TAnswerOf<'searchPerson'>;
  movieDetails(id: number, append: string[]): TAnswerOf<'movieDetails'>;
  tvDetails(id: number, append: string[]): TAnswerOf<'tvDetails'>;
  seasonDetails(seriesId: number, season: number, append: string[]): TAnswerOf<'seasonDetails'>;
  episodeDetails(
    seriesId: number,
    season: number,
    episode: number,
    append: string[],
  ): TAnswerOf<'episodeDetails'>;
  trending(mediaType: TMediaType | 'all', window: 'day' | 'week', page: number): TAnswerOf<'trending'>;
  /** movie/popular, movie/top_rated, ... tv/on_the_air: the same shape. */
  list(name: TListName, page: number): TAnswerOf<'moviePopular'>;
  discover(mediaType: TMediaType, query: TQueryOf<'discover'>): TAnswerOf<'discover'>;
  images(mediaType: TMediaType, id: number, languages: string[]): TAnswerOf<'movieImages'>;
  genres(mediaType: TMediaType): TAnswerOf<'genreList'>;
  watchProviders(mediaType: TMediaType, region: string): TAnswerOf<'watchProviders'>;
  titleWatchProviders(mediaType: TMediaType, id: number): TAnswerOf<'movieWatchProviders'>;
  /** Where its titles' certifications are read fastest, when it has its own (else from its details). */
  readonly certifications?: TCertificationSource;
  /** The catalogue in the database changed (an import, seen through its generation): drop what is derived from it. */
  catalogueChanged?(): void;
  /** Releases connections and timers. */
  close?(): Promise<void>;
}

/** The parts of an append_to_response value, trimmed and de-duplicated. */
export function parseAppend(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
