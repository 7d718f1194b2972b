import fastifyCookie from '@fastify/cookie';
import { CONTENT_FILTER_COOKIE } from '@marquee/contract';
import {
  isRatingLimited,
  KIDS_RATING_LIMIT,
  NO_RATING_LIMIT,
  ratingLimitKey,
  ratingLimitOfFilter,
  type TRatingCountry,
  type TRatingLimit,
} from '@marquee/domain';
import type { FastifyRequest } from 'fastify';
import type { CatalogueBackend } from '../catalogue.backend.ts';
import { TmdbCertifications, type TCertificationSource } from './certification-sources.ts';
import type { TFilteredPageOptions } from './filtered-page.ts';
import { RatedCatalogue } from './rated-catalogue.ts';

/** How a request's rating limit is found (the profiles of an account give theirs). */
export type TRatingLimitOf = (request: FastifyRequest) => TRatingLimit | Promise<TRatingLimit>;

/** The cookie value that asks for a kids profile's limit (stricter than any setting; the bench uses it). */
const KIDS_COOKIE_VALUE = 'kids';

/** The limit of the visitor's own content filtering setting, which the web app keeps in a cookie. */
export const cookieRatingLimit: TRatingLimitOf = (request) => {
  const header = request.headers.cookie;
  if (!header?.includes(CONTENT_FILTER_COOKIE)) return NO_RATING_LIMIT;
  const value = fastifyCookie.parse(header)[CONTENT_FILTER_COOKIE];
  return value === KIDS_COOKIE_VALUE ? KIDS_RATING_LIMIT : ratingLimitOfFilter(value);
};

/**
 * How far a filtered list is read: the local catalogue reads whole lists of up to 500 titles for exact
 * totals (a query a page); TMDB only as far as the page asked needs, since each title costs a details call.
 */
const PAGE_READING: Record<CatalogueBackend['name'], TFilteredPageOptions> = {
  local: { exactPages: 25, maxPages: 100 },
  tmdb: { exactPages: 1, maxPages: 10 },
};

/** The catalogue as each rating limit sees it: the backend itself for no limit, a filtered view otherwise. */
export class RatedCatalogues {
  private readonly views = new Map<string, RatedCatalogue>();
  private readonly certifications: TCertificationSource;

  constructor(
    readonly backend: CatalogueBackend,
    private readonly country: TRatingCountry,
  ) {
    this.certifications = backend.certifications ?? new TmdbCertifications(backend);
  }

  /** The catalogue a request under `limit` is answered from. */
  for(limit: TRatingLimit): CatalogueBackend {
    if (!isRatingLimited(limit)) return this.backend;
    const key = ratingLimitKey(limit);
    let view = this.views.get(key);
    if (!view) {
      view = new RatedCatalogue(this.backend, {
        limit,
        country: this.country,
        certifications: this.certifications,
        pages: PAGE_READING[this.backend.name],
      });
      this.views.set(key, view);
    }
    return view;
  }

  /** Whether a title may be shown under `limit` (every title when nothing is limited). */
  async isAllowed(limit: TRatingLimit, kind: 'movie' | 'tv', id: number): Promise<boolean> {
    const view = this.for(limit);
    return view instanceof RatedCatalogue ? view.isAllowed(kind, id) : true;
  }
}
