// The local catalogue backend: TMDB's v3 answers from our own database.
import type {
  TDiscoverQuery,
  TSearchMovieQuery,
  TSearchQuery,
  TSearchTvQuery,
  TTitleWatchProviders,
} from '@marquee/contract';
import {
  genreList,
  type TEpisodeDetails,
  type TGenre,
  type TImages,
  type TMediaItem,
  type TMediaType,
  type TMovieDetails,
  type TPage,
  type TSeasonDetails,
  type TTvDetails,
  type TWatchProvider,
} from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import type { CatalogueBackend, TListName } from '../catalogue.backend.ts';
import { LocalCertifications } from '../ratings/certification-sources.ts';
import { toWatchProviders } from './catalogue-shapes.ts';
import { todayIso } from './import-catalogue.ts';
import { LocalSearch } from './search.service.ts';
import { episodeDetails, seasonDetails } from './season-details.service.ts';
import { movieDetails, titleImages, titleWatchProviders, tvDetails } from './title-details.service.ts';
import { discoverTitles, titleList, trendingTitles } from './title-lists.service.ts';

export interface TLocalCatalogueOptions {
  /** The clock that decides 'today' for upcoming, on the air and trending; tests may set it. */
  now?: () => Date;
}

export class LocalCatalogue implements CatalogueBackend {
  readonly name = 'local';
  private readonly now: () => Date;
  private readonly searcher: LocalSearch;
  readonly certifications: LocalCertifications;

  constructor(
    private readonly db: TDb,
    options: TLocalCatalogueOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.searcher = new LocalSearch(db);
    this.certifications = new LocalCertifications(db);
  }

  /** An import changed the catalogue: search builds its index anew, certifications are read again. */
  catalogueChanged(): void {
    this.searcher.invalidate();
    this.certifications.catalogueChanged();
  }

  private today(): string {
    return todayIso(this.now());
  }

  searchMulti(query: TSearchQuery): Promise<TPage<TMediaItem>> {
    return this.searcher.search('multi', query);
  }

  searchMovie(query: TSearchMovieQuery): Promise<TPage<TMediaItem>> {
    return this.searcher.search('movie', query, query.primary_release_year ?? query.year);
  }

  searchTv(query: TSearchTvQuery): Promise<TPage<TMediaItem>> {
    return this.searcher.search('tv', query, query.first_air_date_year ?? query.year);
  }

  searchPerson(query: TSearchQuery): Promise<TPage<TMediaItem>> {
    return this.searcher.search('person', query);
  }

  movieDetails(id: number, append: string[]): Promise<TMovieDetails> {
    return movieDetails(this.db, id, append);
  }

  tvDetails(id: number, append: string[]): Promise<TTvDetails> {
    return tvDetails(this.db, id, append);
  }

  seasonDetails(seriesId: number, season: number, append: string[]): Promise<TSeasonDetails> {
    return seasonDetails(this.db, seriesId, season, append);
  }

  episodeDetails(
    seriesId: number,
    season: number,
    episode: number,
    append: string[],
  ): Promise<TEpisodeDetails> {
    return episodeDetails(this.db, seriesId, season, episode, append);
  }

  trending(mediaType: TMediaType | 'all', window: 'day' | 'week', page: number): Promise<TPage<TMediaItem>> {
    return trendingTitles(this.db, mediaType, window, page, this.today());
  }

  list(name: TListName, page: number): Promise<TPage<TMediaItem>> {
    return titleList(this.db, name, page, this.today());
  }

  discover(mediaType: TMediaType, query: TDiscoverQuery): Promise<TPage<TMediaItem>> {
    return discoverTitles(this.db, mediaType, query);
  }

  images(mediaType: TMediaType, id: number, languages: string[]): Promise<TImages> {
    return titleImages(this.db, mediaType, id, languages);
  }

  async genres(mediaType: TMediaType): Promise<{ genres: TGenre[] }> {
    return { genres: genreList(mediaType) };
  }

  /** The eight providers of the networks pages; the local catalogue knows US availability only. */
  async watchProviders(_mediaType: TMediaType, _region: string): Promise<{ results: TWatchProvider[] }> {
    return { results: toWatchProviders() };
  }

  titleWatchProviders(mediaType: TMediaType, id: number): Promise<TTitleWatchProviders> {
    return titleWatchProviders(this.db, mediaType, id);
  }
}
