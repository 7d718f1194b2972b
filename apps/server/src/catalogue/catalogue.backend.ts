import type {
  TDiscoverQuery,
  TListName,
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

export type { TListName };

/**
 * The TMDB v3 calls the web app makes, answered in TMDB's shapes. Both backends (local database, live
 * TMDB) implement it; an unknown id throws NotFoundError, an unreachable upstream UpstreamError.
 * `append` lists the append_to_response parts asked for.
 */
export interface CatalogueBackend {
  readonly name: 'local' | 'tmdb';
  searchMulti(query: TSearchQuery): Promise<TPage<TMediaItem>>;
  /** search/movie, search/tv and search/person: one kind only, results without media_type. */
  searchMovie(query: TSearchMovieQuery): Promise<TPage<TMediaItem>>;
  searchTv(query: TSearchTvQuery): Promise<TPage<TMediaItem>>;
  searchPerson(query: TSearchQuery): Promise<TPage<TMediaItem>>;
  movieDetails(id: number, append: string[]): Promise<TMovieDetails>;
  tvDetails(id: number, append: string[]): Promise<TTvDetails>;
  seasonDetails(seriesId: number, season: number, append: string[]): Promise<TSeasonDetails>;
  episodeDetails(
    seriesId: number,
    season: number,
    episode: number,
    append: string[],
  ): Promise<TEpisodeDetails>;
  trending(mediaType: TMediaType | 'all', window: 'day' | 'week', page: number): Promise<TPage<TMediaItem>>;
  list(name: TListName, page: number): Promise<TPage<TMediaItem>>;
  discover(mediaType: TMediaType, query: TDiscoverQuery): Promise<TPage<TMediaItem>>;
  images(mediaType: TMediaType, id: number, languages: string[]): Promise<TImages>;
  genres(mediaType: TMediaType): Promise<{ genres: TGenre[] }>;
  watchProviders(mediaType: TMediaType, region: string): Promise<{ results: TWatchProvider[] }>;
  titleWatchProviders(mediaType: TMediaType, id: number): Promise<TTitleWatchProviders>;
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
