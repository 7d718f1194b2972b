import type { TTitleRef, TTitleSchedule } from '@marquee/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { episodes, titles } from '../db/schema.ts';

/** What airs for titles, from the catalogue kept in our database (never from TMDB on a request). */
export class SchedulesRepository {
  constructor(private readonly db: TDb) {}

  async schedules(refs: readonly TTitleRef[]): Promise<TTitleSchedule[]> {
    const idsOf = (type: 'movie' | 'tv') =>
      refs.filter((ref) => ref.mediaType === type).map((ref) => ref.mediaId);
    const seriesIds = idsOf('tv');
    const movieIds = idsOf('movie');
    const wanted = [
      ...(seriesIds.length ? [and(eq(titles.mediaType, 'tv'), inArray(titles.id, seriesIds))] : []),
      ...(movieIds.length ? [and(eq(titles.mediaType, 'movie'), inArray(titles.id, movieIds))] : []),
    ];
    if (wanted.length === 0) return [];
    const [rows, episodeRows] = await Promise.all([
      this.db
        .select({
          mediaType: titles.mediaType,
          id: titles.id,
          title: titles.title,
          posterPath: titles.posterPath,
          releaseDate: titles.releaseDate,
        })
        .from(titles)
        .where(or(...wanted)),
      seriesIds.length
        ? this.db
            .select({
              seriesId: episodes.seriesId,
              season: episodes.seasonNumber,
              episode: episodes.episodeNumber,
              airDate: episodes.airDate,
              name: episodes.name,
            })
            .from(episodes)
            .where(inArray(episodes.seriesId, seriesIds))
        : Promise.resolve([]),
    ]);
    return rows.map((row): TTitleSchedule => {
      const base = { mediaId: row.id, title: row.title, posterPath: row.posterPath };
      if (row.mediaType === 'movie') return { mediaType: 'movie', ...base, releaseDate: row.releaseDate };
      const own = episodeRows
        .filter((episode) => episode.seriesId === row.id)
        .map(({ season, episode, airDate, name }) => ({ season, episode, airDate, name }))
        .sort((a, b) => a.season - b.season || a.episode - b.episode);
      return { mediaType: 'tv', ...base, episodes: own };
    });
  }
}
