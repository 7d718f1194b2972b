// Where the rating filter reads titles' certifications: the local catalogue's table, or TMDB's details.
import {
  certificationsOfContentRatings,
  certificationsOfReleaseDates,
  type TCertifications,
  type TRatedKind,
} from '@marquee/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { titles } from '../../db/schema.ts';
import { NotFoundError } from '../../shared/errors.ts';
import type { CatalogueBackend } from '../catalogue.backend.ts';

export interface TTitleKey {
  kind: TRatedKind;
  id: number;
}

export const titleKeyText = (key: TTitleKey) => `${key.kind}:${key.id}`;

/** Certifications of titles by `titleKeyText`; a title without any is missing from the map. */
export interface TCertificationSource {
  certificationsOf(keys: readonly TTitleKey[]): Promise<ReadonlyMap<string, TCertifications>>;
  /** The catalogue changed (an import): forget what was read. */
  catalogueChanged?(): void;
}

/**
 * The local catalogue's certifications, all read in one query at the first need and held in memory (a few
 * bytes a title) until an import changes the catalogue, so a filtered answer asks the database nothing more.
 */
export class LocalCertifications implements TCertificationSource {
  private all: Promise<Map<string, TCertifications>> | undefined;

  constructor(private readonly db: TDb) {}

  async certificationsOf(): Promise<ReadonlyMap<string, TCertifications>> {
    if (!this.all) {
      const loading = this.load();
      this.all = loading;
      // A failed read is not kept: the next request reads again.
      loading.catch(() => {
        if (this.all === loading) this.all = undefined;
      });
    }
    return this.all;
  }

  catalogueChanged(): void {
    this.all = undefined;
  }

  private async load(): Promise<Map<string, TCertifications>> {
    const rows = await this.db
      .select({
        mediaType: titles.mediaType,
        id: titles.id,
        certifications: sql<TCertifications>`${titles.extra}->'certifications'`,
      })
      .from(titles)
      .where(sql`${titles.extra} ? 'certifications'`);
    return new Map(
      rows.map((row) => [titleKeyText({ kind: row.mediaType, id: row.id }), row.certifications]),
    );
  }
}

const ZReleaseDates = z.object({
  release_dates: z
    .object({
      results: z.array(
        z.object({
          iso_3166_1: z.string(),
          release_dates: z.array(
            z.object({ certification: z.string().optional(), type: z.number().optional() }),
          ),
        }),
      ),
    })
    .optional(),
});
const ZContentRatings = z.object({
  content_ratings: z
    .object({ results: z.array(z.object({ iso_3166_1: z.string(), rating: z.string() })) })
    .optional(),
});

/**
 * TMDB's certifications, from each title's details with release_dates (movies) or content_ratings (series):
 * one call a title, through the backend's cache. A title TMDB does not know has none.
 */
export class TmdbCertifications implements TCertificationSource {
  constructor(private readonly catalogue: CatalogueBackend) {}

  async certificationsOf(keys: readonly TTitleKey[]): Promise<ReadonlyMap<string, TCertifications>> {
    const found = await Promise.all(
      keys.map(async (key) => [titleKeyText(key), await this.read(key)] as const),
    );
    return new Map(found.filter(([, certifications]) => Object.keys(certifications).length > 0));
  }

  private async read(key: TTitleKey): Promise<TCertifications> {
    try {
      if (key.kind === 'movie') {
        const details = ZReleaseDates.safeParse(await this.catalogue.movieDetails(key.id, ['release_dates']));
        // A part TMDB sent in another shape reads as no certification.
        return details.success ? certificationsOfReleaseDates(details.data.release_dates) : {};
      }
      const details = ZContentRatings.safeParse(await this.catalogue.tvDetails(key.id, ['content_ratings']));
      return details.success ? certificationsOfContentRatings(details.data.content_ratings) : {};
    } catch (error) {
      if (error instanceof NotFoundError) return {};
      throw error;
    }
  }
}
