// Search over titles and people: full-text search on the titles' search_vector plus trigram similarity on
// names (typo tolerant), ranked by relevance, then popularity.
import { inArray, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_PAGE_SIZE } from '@marquee/domain';
import { rowsOf, type TDb } from '../../db/client.ts';
import { credits, titles } from '../../db/schema.ts';
import { listColumns, type TListRow, type TRowPage } from './titles.repository.ts';

export interface TSearchHit {
  kind: 'title' | 'person';
  media_type: 'movie' | 'tv' | null;
  id: number;
  relevance: number;
  popularity: number;
}

/**
 * Relevance of a name to the query, in steps of 0.1 so that near-equal matches are ordered by popularity:
 * the better of whole-name similarity and best-matching-words similarity, plus 1 for an exact name.
 */
function relevanceOf(name: SQL, q: SQL): SQL {
  return sql`round((greatest(similarity(${name}, ${q}), word_similarity(${q}, ${name}))
    + case when lower(${name}) = lower(${q}) then 1 else 0 end)::numeric, 1)`;
}

/**
 * One page of titles and people matching a query. A title matches on its words (full-text search, title or
 * overview) or by trigram similarity of its title; a person by trigram similarity of their name. The
 * `%` and `<%` operators use pg_trgm's thresholds (0.3 and 0.6) and the trigram indexes.
 */
export async function searchTitlesAndPeople(
  db: TDb,
  query: string,
  includeAdult: boolean,
  page: number,
): Promise<TRowPage<TSearchHit>> {
  const q = sql`${query}::text`;
  const words = sql`(websearch_to_tsquery('simple', ${q}) || websearch_to_tsquery('english', ${q}))`;
  const titleRelevance = sql`greatest(${relevanceOf(sql`t.title`, q)}, ${relevanceOf(sql`t.original_title`, q)})
    + case when t.search_vector @@ ${words} then 0.2 else 0 end`;
  const result = await db.execute(sql`
    select kind, media_type, id, relevance::float8 as relevance, popularity, count(*) over ()::int as total
    from (
      select 'title' as kind, t.media_type, t.id, ${titleRelevance} as relevance, t.popularity
      from titles t
      where (t.title % ${q} or ${q} <% t.title or t.original_title % ${q} or t.search_vector @@ ${words})
        and (${includeAdult}::boolean or not t.adult)
      union all
      select 'person', null, p.id, ${relevanceOf(sql`p.name`, q)}, p.popularity
      from people p
      where p.name % ${q} or ${q} <% p.name
    ) hits
    order by relevance desc, popularity desc, kind desc, id
    limit ${CATALOGUE_PAGE_SIZE} offset ${(page - 1) * CATALOGUE_PAGE_SIZE}`);
  const rows = rowsOf<TSearchHit & { total: number }>(result);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) total = await countHits(db, q, includeAdult, words);
  return { rows: rows.map(({ total: _, ...hit }) => hit), total };
}

async function countHits(db: TDb, q: SQL, includeAdult: boolean, words: SQL): Promise<number> {
  const result = await db.execute(sql`
    select (select count(*) from titles t
            where (t.title % ${q} or ${q} <% t.title or t.original_title % ${q} or t.search_vector @@ ${words})
              and (${includeAdult}::boolean or not t.adult))
         + (select count(*) from people p where p.name % ${q} or ${q} <% p.name) as total`);
  return Number(rowsOf<{ total: number | string }>(result)[0]?.total ?? 0);
}

/** The list columns of the titles named by search hits. */
export async function findListRows(
  db: TDb,
  keys: { mediaType: 'movie' | 'tv'; id: number }[],
): Promise<TListRow[]> {
  if (keys.length === 0) return [];
  return db
    .select(listColumns)
    .from(titles)
    .where(
      sql`(${titles.mediaType}, ${titles.id}) in (${sql.join(
        keys.map((k) => sql`(${k.mediaType}, ${k.id})`),
        sql`, `,
      )})`,
    );
}

export interface TPersonHit {
  id: number;
  name: string;
  profilePath: string | null;
  knownForDepartment: string;
  popularity: number;
}

/** People by id, with the titles they are best known for (their most popular, at most three). */
export async function findPeopleWithKnownFor(
  db: TDb,
  ids: number[],
): Promise<{ people: TPersonHit[]; knownFor: Map<number, TListRow[]> }> {
  const knownFor = new Map<number, TListRow[]>();
  if (ids.length === 0) return { people: [], knownFor };
  const found = await db.query.people.findMany({ where: (p) => inArray(p.id, ids) });
  const credited = await db
    .selectDistinct({ personId: credits.personId, ...listColumns })
    .from(credits)
    .innerJoin(titles, sql`${titles.mediaType} = ${credits.mediaType} and ${titles.id} = ${credits.titleId}`)
    .where(inArray(credits.personId, ids));
  for (const { personId, ...row } of credited.sort((a, b) => b.popularity - a.popularity)) {
    const list = knownFor.get(personId) ?? [];
    if (list.length < KNOWN_FOR_SHOWN) list.push(row);
    knownFor.set(personId, list);
  }
  return { people: found, knownFor };
}

/** TMDB's search lists up to three titles a person is known for. */
const KNOWN_FOR_SHOWN = 3;
