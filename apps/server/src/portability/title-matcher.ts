import type { TImportTitle, TMatchedTitle } from '@marquee/domain';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';

interface TTitleRow extends Record<string, unknown> {
  media_type: 'movie' | 'tv';
  id: number;
  title: string;
  year: number | null;
  runtime: number | null;
  imdb_id: string | null;
  wanted: string | null;
}

const matched = (row: TTitleRow): TMatchedTitle => ({
  mediaType: row.media_type,
  mediaId: row.id,
  title: row.title,
  ...(row.year ? { year: row.year } : {}),
  ...(row.runtime ? { runtime: row.runtime } : {}),
});

const tmdbKey = (mediaType: string, id: number) => `${mediaType}:${id}`;
const nameKey = (title: TImportTitle) =>
  `${title.mediaType ?? ''}|${(title.title ?? '').toLowerCase()}|${title.year ?? ''}`;

const COLUMNS = sql`t.media_type, t.id, t.title, extract(year from t.release_date)::int as year, t.runtime, t.imdb_id`;

/**
 * Matches the titles of an imported file to the catalogue, in three queries whatever the file's size: by TMDB
 * id, else IMDb id, else title (or original title) and year, the most popular first. A TMDB id of the right type
 * is trusted when the catalogue does not hold it (a catalogue served from TMDB keeps no titles of its own).
 */
export class TitleMatcher {
  constructor(private readonly db: TDb) {}

  async match(titles: readonly TImportTitle[]): Promise<(title: TImportTitle) => TMatchedTitle | undefined> {
    const byTmdb = titles.filter((t) => t.tmdbId !== undefined && t.mediaType !== undefined);
    const byImdb = [...new Set(titles.flatMap((t) => (t.imdbId ? [t.imdbId] : [])))];
    const byName = [
      ...new Map(titles.filter((t) => t.title !== undefined).map((t) => [nameKey(t), t] as const)).values(),
    ];
    const [tmdbRows, imdbRows, nameRows] = await Promise.all([
      byTmdb.length === 0
        ? []
        : this.db.execute<TTitleRow>(sql`
            select ${COLUMNS}, null as wanted from titles t
            join jsonb_to_recordset(${JSON.stringify(byTmdb.map((t) => ({ m: t.mediaType, i: t.tmdbId })))}::jsonb)
              as w(m text, i int) on t.media_type = w.m and t.id = w.i`),
      byImdb.length === 0
        ? []
        : this.db.execute<TTitleRow>(sql`
            select ${COLUMNS}, null as wanted from titles t
            where t.imdb_id in (select jsonb_array_elements_text(${JSON.stringify(byImdb)}::jsonb))
            order by t.popularity desc`),
      byName.length === 0
        ? []
        : this.db.execute<TTitleRow>(sql`
            select ${COLUMNS}, w.k as wanted from titles t
            join jsonb_to_recordset(${JSON.stringify(
              byName.map((t) => ({
                k: nameKey(t),
                n: (t.title ?? '').toLowerCase(),
                y: t.year ?? null,
                m: t.mediaType ?? null,
              })),
            )}::jsonb) as w(k text, n text, y int, m text)
              on (lower(t.title) = w.n or lower(t.original_title) = w.n)
              and (w.y is null or extract(year from t.release_date) = w.y)
              and (w.m is null or t.media_type = w.m)
            order by t.popularity desc`),
    ]);
    const tmdb = new Map(tmdbRows.map((row) => [tmdbKey(row.media_type, row.id), matched(row)]));
    const imdb = new Map<string, TMatchedTitle>();
    for (const row of imdbRows) {
      if (row.imdb_id && !imdb.has(row.imdb_id)) imdb.set(row.imdb_id, matched(row));
    }
    const names = new Map<string, TMatchedTitle>();
    for (const row of nameRows) if (row.wanted && !names.has(row.wanted)) names.set(row.wanted, matched(row));
    return (title) => {
      if (title.tmdbId !== undefined && title.mediaType !== undefined) {
        const found = tmdb.get(tmdbKey(title.mediaType, title.tmdbId));
        if (found) return found;
      }
      const found = (title.imdbId && imdb.get(title.imdbId)) || (title.title && names.get(nameKey(title)));
      if (found) return found;
      if (title.tmdbId !== undefined && title.mediaType !== undefined) {
        return {
          mediaType: title.mediaType,
          mediaId: title.tmdbId,
          title: title.title ?? `TMDB ${title.tmdbId}`,
          ...(title.year ? { year: title.year } : {}),
        };
      }
      return undefined;
    };
  }
}
