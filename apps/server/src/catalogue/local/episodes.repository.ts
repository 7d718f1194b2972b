// Queries over seasons, episodes and credits (with the people they name).
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { TMediaType } from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import { credits, episodes, people, seasons } from '../../db/schema.ts';

export type TSeasonRow = typeof seasons.$inferSelect;
export type TEpisodeRow = typeof episodes.$inferSelect;

export interface TCreditRow {
  creditId: string;
  kind: 'cast' | 'crew' | 'guest';
  seasonNumber: number | null;
  episodeNumber: number | null;
  character: string;
  job: string;
  department: string;
  order: number;
  personId: number;
  name: string;
  profilePath: string | null;
  knownForDepartment: string;
  popularity: number;
}

/** A series' seasons in order, each with its number of episodes. */
export async function findSeasonSummaries(
  db: TDb,
  seriesId: number,
): Promise<(TSeasonRow & { episodeCount: number })[]> {
  const counts = db
    .select({ seasonNumber: episodes.seasonNumber, n: count().as('n') })
    .from(episodes)
    .where(eq(episodes.seriesId, seriesId))
    .groupBy(episodes.seasonNumber)
    .as('counts');
  const rows = await db
    .select({ season: seasons, episodeCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(seasons)
    .leftJoin(counts, eq(counts.seasonNumber, seasons.seasonNumber))
    .where(eq(seasons.seriesId, seriesId))
    .orderBy(asc(seasons.seasonNumber));
  return rows.map((r) => ({ ...r.season, episodeCount: r.episodeCount }));
}

export async function findSeason(
  db: TDb,
  seriesId: number,
  seasonNumber: number,
): Promise<TSeasonRow | undefined> {
  const [row] = await db
    .select()
    .from(seasons)
    .where(and(eq(seasons.seriesId, seriesId), eq(seasons.seasonNumber, seasonNumber)));
  return row;
}

export async function findEpisodes(db: TDb, seriesId: number, seasonNumber: number): Promise<TEpisodeRow[]> {
  return db
    .select()
    .from(episodes)
    .where(and(eq(episodes.seriesId, seriesId), eq(episodes.seasonNumber, seasonNumber)))
    .orderBy(asc(episodes.episodeNumber));
}

export async function findEpisode(
  db: TDb,
  seriesId: number,
  seasonNumber: number,
  episodeNumber: number,
): Promise<TEpisodeRow | undefined> {
  const [row] = await db
    .select()
    .from(episodes)
    .where(
      and(
        eq(episodes.seriesId, seriesId),
        eq(episodes.seasonNumber, seasonNumber),
        eq(episodes.episodeNumber, episodeNumber),
      ),
    );
  return row;
}

/** Where credits are asked for: a title's own, a whole season's episodes, or one episode's. */
export type TCreditPlace =
  | { scope: 'title' }
  | { scope: 'season'; seasonNumber: number }
  | { scope: 'episode'; seasonNumber: number; episodeNumber: number };

function placeCondition(place: TCreditPlace) {
  switch (place.scope) {
    case 'title':
      return isNull(credits.seasonNumber);
    case 'season':
      return eq(credits.seasonNumber, place.seasonNumber);
    case 'episode':
      return and(
        eq(credits.seasonNumber, place.seasonNumber),
        eq(credits.episodeNumber, place.episodeNumber),
      );
  }
}

/** Credits with their people, cast by billing order, crew in the order the file gave. */
export async function findCredits(
  db: TDb,
  mediaType: TMediaType,
  titleId: number,
  place: TCreditPlace,
): Promise<TCreditRow[]> {
  return db
    .select({
      creditId: credits.creditId,
      kind: credits.kind,
      seasonNumber: credits.seasonNumber,
      episodeNumber: credits.episodeNumber,
      character: credits.character,
      job: credits.job,
      department: credits.department,
      order: credits.order,
      personId: people.id,
      name: people.name,
      profilePath: people.profilePath,
      knownForDepartment: people.knownForDepartment,
      popularity: people.popularity,
    })
    .from(credits)
    .innerJoin(people, eq(people.id, credits.personId))
    .where(and(eq(credits.mediaType, mediaType), eq(credits.titleId, titleId), placeCondition(place)))
    .orderBy(asc(credits.episodeNumber), asc(credits.order), asc(credits.creditId));
}
