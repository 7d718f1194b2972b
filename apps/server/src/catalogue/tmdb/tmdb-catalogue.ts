// PLACEHOLDER (being replaced by the tmdb-backend work in this session).
import type { Cache } from '../../cache/cache.ts';
import { LocalCatalogue } from '../local/local-catalogue.ts';

export interface TTmdbCatalogueOptions {
  apiUrl: string;
  token: string;
  cache: Cache;
  fetch?: typeof fetch;
}

export class TmdbCatalogue extends LocalCatalogue {
  constructor(_options: TTmdbCatalogueOptions) {
    super(undefined as never);
  }
}
