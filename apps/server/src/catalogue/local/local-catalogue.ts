// PLACEHOLDER (being replaced by the local-backend work in this session).
import type { TDb } from '../../db/client.ts';
import type { CatalogueBackend } from '../catalogue.backend.ts';
import { NotFoundError } from '../../http/errors.ts';

const notYet = async (): Promise<never> => {
  throw new NotFoundError();
};

export class LocalCatalogue implements CatalogueBackend {
  readonly name = 'local';
  constructor(readonly db: TDb) {}
  searchMulti = notYet;
  movieDetails = notYet;
  tvDetails = notYet;
  seasonDetails = notYet;
  episodeDetails = notYet;
  trending = notYet;
  list = notYet;
  discover = notYet;
  images = notYet;
  genres = notYet;
  watchProviders = notYet;
  titleWatchProviders = notYet;
}
