// The catalogue as a profile under a rating limit sees it: titles above the limit are in no answer.
import type { TDiscoverQuery, TSearchMovieQuery, TSearchQuery, TSearchTvQuery } from '@marquee/contract';
import {
  isTitleAllowed,
  type TMediaItem,
  type TMediaType,
  type TPage,
  type TRatedKind,
  type TRatingCountry,
  type TRatingLimit,
} from '@marquee/domain';
import { NOT_AVAILABLE_IN_PROFILE } from '@marquee/contract';
import { ForbiddenError } from '../../shared/errors.ts';
import type { CatalogueBackend, TListName } from '../catalogue.backend.ts';
import { titleKeyText, type TCertificationSource, type TTitleKey } from './certification-sources.ts';
import { filteredPage, type TFilteredPageOptions } from './filtered-page.ts';

export const NOT_AVAILABLE_MESSAGE = 'Not available in this profile';

/** The answer to a title (its page, seasons, episodes, artwork, sources) the profile's limit keeps out. */
export class NotAvailableInProfileError extends ForbiddenError {
  constructor() {
    super(NOT_AVAILABLE_MESSAGE, { code: NOT_AVAILABLE_IN_PROFILE });
  }
}

type TItem = TMediaItem & { known_for?: TMediaItem[] };

/** What decides what a limited profile sees. */
export interface TRatingFilter {
  limit: TRatingLimit;
  country: TRatingCountry;
  certifications: TCertificationSource;
  pages: TFilteredPageOptions;
}

/** The kind of a list item: its media_type, else the kind of the list it is in. */
function kindOf(item: TItem, listKind: TMediaType | undefined): TRatedKind | 'person' | undefined {
  if (item.media_type) return item.media_type;
  return listKind;
}

/**
 * A backend's answers under a rating limit: lists, searches, trending and discover are paged over the
 * titles the limit allows; the people of a search keep only allowed titles in what they are known for; a
 * title's own answers (details, seasons, episodes, images, watch providers) are refused with 403 when the
 * title is not allowed, and its similar titles and recommendations are filtered.
 */
export class RatedCatalogue implements CatalogueBackend {
  readonly name: CatalogueBackend['name'];

  constructor(
    private readonly backend: CatalogueBackend,
    private readonly filter: TRatingFilter,
  ) {
    this.name = backend.name;
  }

  /** Whether the title may be shown under this limit. */
  async isAllowed(kind: TRatedKind, id: number): Promise<boolean> {
    return (await this.allowedKeys([{ kind, id }])).has(titleKeyText({ kind, id }));
  }

  searchMulti(query: TSearchQuery): Promise<TPage<TMediaItem>> {
    return this.paged(undefined, query.page, (page) => this.backend.searchMulti({ ...query, page }));
  }

  searchMovie(query: TSearchMovieQuery): Promise<TPage<TMediaItem>> {
    return this.paged('movie', query.page, (page) => this.backend.searchMovie({ ...query, page }));
  }

  searchTv(query: TSearchTvQuery): Promise<TPage<TMediaItem>> {
    return this.paged('tv', query.page, (page) => this.backend.searchTv({ ...query, page }));
  }

  async searchPerson(query: TSearchQuery): Promise<TPage<TMediaItem>> {
    const found = await this.backend.searchPerson(query);
    return { ...found, results: await this.keep(found.results, 'person') };
  }

  async movieDetails(id: number, append: string[]) {
    await this.requireAllowed('movie', id);
    const details = await this.backend.movieDetails(id, append);
    return { ...details, ...(await this.relatedOf(details, 'movie')) };
  }

  async tvDetails(id: number, append: string[]) {
    await this.requireAllowed('tv', id);
    const details = await this.backend.tvDetails(id, append);
    return { ...details, ...(await this.relatedOf(details, 'tv')) };
  }

  async seasonDetails(seriesId: number, season: number, append: string[]) {
    await this.requireAllowed('tv', seriesId);
    return this.backend.seasonDetails(seriesId, season, append);
  }

  async episodeDetails(seriesId: number, season: number, episode: number, append: string[]) {
    await this.requireAllowed('tv', seriesId);
    return this.backend.episodeDetails(seriesId, season, episode, append);
  }

  trending(mediaType: TMediaType | 'all', window: 'day' | 'week', page: number) {
    const kind = mediaType === 'all' ? undefined : mediaType;
    return this.paged(kind, page, (n) => this.backend.trending(mediaType, window, n));
  }

  list(name: TListName, page: number) {
    const kind: TMediaType = name.startsWith('movie/') ? 'movie' : 'tv';
    return this.paged(kind, page, (n) => this.backend.list(name, n));
  }

  discover(mediaType: TMediaType, query: TDiscoverQuery) {
    return this.paged(mediaType, query.page, (page) => this.backend.discover(mediaType, { ...query, page }));
  }

  async images(mediaType: TMediaType, id: number, languages: string[]) {
    await this.requireAllowed(mediaType, id);
    return this.backend.images(mediaType, id, languages);
  }

  genres(mediaType: TMediaType) {
    return this.backend.genres(mediaType);
  }

  watchProviders(mediaType: TMediaType, region: string) {
    return this.backend.watchProviders(mediaType, region);
  }

  async titleWatchProviders(mediaType: TMediaType, id: number) {
    await this.requireAllowed(mediaType, id);
    return this.backend.titleWatchProviders(mediaType, id);
  }

  private async requireAllowed(kind: TRatedKind, id: number): Promise<void> {
    if (!(await this.isAllowed(kind, id))) throw new NotAvailableInProfileError();
  }

  /** The keys of the titles among `keys` this limit allows. */
  private async allowedKeys(keys: readonly TTitleKey[]): Promise<Set<string>> {
    const { limit, country, certifications } = this.filter;
    const known = await certifications.certificationsOf(keys);
    return new Set(
      keys
        .filter((key) => isTitleAllowed(known.get(titleKeyText(key)), key.kind, limit, country))
        .map(titleKeyText),
    );
  }

  /** The allowed items of a list, people kept with only allowed titles in what they are known for. */
  private async keep<T extends TItem>(items: T[], listKind: TMediaType | 'person' | undefined): Promise<T[]> {
    const kindIn = (item: TItem) => kindOf(item, listKind === 'person' ? undefined : listKind);
    const keys: TTitleKey[] = [];
    for (const item of items) {
      const kind = listKind === 'person' ? 'person' : kindIn(item);
      if (kind === 'movie' || kind === 'tv') keys.push({ kind, id: item.id });
      else {
        for (const title of item.known_for ?? []) {
          if (title.media_type === 'movie' || title.media_type === 'tv') {
            keys.push({ kind: title.media_type, id: title.id });
          }
        }
      }
    }
    const allowed = await this.allowedKeys(keys);
    const isShown = (kind: TRatedKind, id: number) => allowed.has(titleKeyText({ kind, id }));
    return items.flatMap((item): T[] => {
      const kind = listKind === 'person' ? 'person' : kindIn(item);
      if (kind === 'movie' || kind === 'tv') return isShown(kind, item.id) ? [item] : [];
      // A person (or an item of no known kind): shown, with only the allowed titles they are known for.
      if (!item.known_for) return kind === 'person' ? [item] : [];
      const knownFor = item.known_for.filter(
        (title) =>
          (title.media_type === 'movie' || title.media_type === 'tv') && isShown(title.media_type, title.id),
      );
      return [{ ...item, known_for: knownFor }];
    });
  }

  private paged<P extends TPage<TItem>>(
    kind: TMediaType | undefined,
    page: number,
    readPage: (page: number) => Promise<P>,
  ): Promise<P> {
    return filteredPage<TItem, P>(
      readPage,
      (items) => this.keep(items, kind),
      (item) => `${item.media_type ?? kind}:${item.id}`,
      page,
      this.filter.pages,
    );
  }

  /** The similar titles and recommendations a title's details carry, filtered (one page of each, as TMDB's). */
  private async relatedOf(
    details: { similar?: TPage<TMediaItem>; recommendations?: TPage<TMediaItem> },
    kind: TMediaType,
  ) {
    const parts: { similar?: TPage<TMediaItem>; recommendations?: TPage<TMediaItem> } = {};
    for (const part of ['similar', 'recommendations'] as const) {
      const found = details[part];
      if (!found) continue;
      const results = await this.keep(found.results, kind);
      const removed = found.results.length - results.length;
      const total = Math.max(results.length, found.total_results - removed);
      parts[part] = {
        ...found,
        results,
        total_results: total,
        total_pages: Math.max(1, Math.ceil(total / 20)),
      };
    }
    return parts;
  }
}
