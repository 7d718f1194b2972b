import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { episodes, people, seasons, titles } from '../db/schema.ts';
import type { TArtwork } from './artwork-draw.ts';
import type { TArtworkRef } from './image-request.ts';

const yearOf = (date: string | null) => date?.slice(0, 4) || undefined;

async function findTitle(db: TDb, mediaType: 'movie' | 'tv', id: number) {
  const rows = await db
    .select({ title: titles.title, releaseDate: titles.releaseDate })
    .from(titles)
    .where(and(eq(titles.mediaType, mediaType), eq(titles.id, id)))
    .limit(1);
  return rows[0];
}

/** The text an artwork path shows, read from the local catalogue; undefined when its ids are unknown. */
export async function findArtworkText(db: TDb, ref: TArtworkRef): Promise<TArtwork | undefined> {
  switch (ref.kind) {
    case 'poster':
    case 'backdrop': {
      const title = await findTitle(db, ref.mediaType, ref.id);
      return title && { kind: ref.kind, title: title.title, year: yearOf(title.releaseDate) };
    }
    case 'logo': {
      const title = await findTitle(db, ref.mediaType, ref.id);
      return title && { kind: 'logo', title: title.title };
    }
    case 'season': {
      const [series, season] = await Promise.all([
        findTitle(db, 'tv', ref.seriesId),
        db
          .select({ id: seasons.id })
          .from(seasons)
          .where(and(eq(seasons.seriesId, ref.seriesId), eq(seasons.seasonNumber, ref.seasonNumber)))
          .limit(1),
      ]);
      if (!series || !season[0]) return undefined;
      return { kind: 'season', seriesTitle: series.title, seasonNumber: ref.seasonNumber };
    }
    case 'still': {
      const [series, episode] = await Promise.all([
        findTitle(db, 'tv', ref.seriesId),
        db
          .select({ name: episodes.name })
          .from(episodes)
          .where(
            and(
              eq(episodes.seriesId, ref.seriesId),
              eq(episodes.seasonNumber, ref.seasonNumber),
              eq(episodes.episodeNumber, ref.episodeNumber),
            ),
          )
          .limit(1),
      ]);
      if (!series || !episode[0]) return undefined;
      return {
        kind: 'still',
        seriesTitle: series.title,
        seasonNumber: ref.seasonNumber,
        episodeNumber: ref.episodeNumber,
        episodeName: episode[0].name,
      };
    }
    case 'profile': {
      const rows = await db
        .select({ name: people.name })
        .from(people)
        .where(eq(people.id, ref.personId))
        .limit(1);
      return rows[0] && { kind: 'profile', name: rows[0].name };
    }
  }
}
