// Search over titles and people: full-text search on the titles' search_vector plus trigram similarity on
// names (typo tolerant), ranked by relevance, then popularity.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/** A name counts as matching from this trigram score (pg_trgm's own similarity threshold). */
const NAME_MATCH_MIN = 0.3;
/** People need a closer match, so a title's words do not bring in everyone whose name shares letters. */
const PERSON_MATCH_MIN = 0.5;

/** How well a name matches: the better of whole-name similarity and best whole-words similarity. */
function nameScore(name: SQL, q: SQL): SQL {
  return sql`greatest(similarity(${name}, ${q}), strict_word_similarity(${q}, ${name}))`;
}

/**
 * Candidates: titles whose title is similar (`%`), whose words hold the query's (`<<%`) or whose words or
 * overview match it in full-text search; people whose name does. The operators use the trigram indexes.
 */
function titleCandidates(q: SQL, words: SQL, includeAdult: boolean): SQL {
  return sql`(t.title % ${q} or ${q} <<% t.title or t.original_title % ${q} or ${q} <<% t.original_title
      or t.search_vector @@ ${words}) and (${includeAdult}::boolean or not t.adult)`;
}

function personCandidates(q: SQL): SQL {
  return sql`(p.name % ${q} or ${q} <<% p.name) and ${nameScore(sql`p.name`, q)} >= ${PERSON_MATCH_MIN}`;
}

/**
 * One page of titles and people matching a query, by relevance then popularity. Relevance is the name's
 * trigram score in steps of 0.1 (so near-equal matches go by popularity), plus 1 for an exact name, plus 0.2
 * for a full-text match; a title found by its overview alone scores just that 0.2.
 */
export async function searchTitlesAndPeople(
  db: TDb,
  query: string,
  includeAdult: boolean,
  page: number,
): Promise<TRowPage<TSearchHit>> {
  const q = sql`${query}::text`;
  const words = sql`(websearch_to_tsquery('simple', ${q}) || websearch_to_tsquery('english', ${q}))`;
  const titleScore = sql`greatest(${nameScore(sql`t.title`, q)}, ${nameScore(sql`t.original_title`, q)})`;
  const isExact = (name: SQL) => sql`lower(${name}) = lower(${q})`;
  const result = await db.execute(sql`
    select kind, media_type, id, relevance::float8 as relevance, popularity, count(*) over ()::int as total
    from (
      select 'title' as kind, t.media_type, t.id, t.popularity,
        round((case when m.score >= ${NAME_MATCH_MIN} then m.score else 0 end)::numeric, 1)
          + case when ${isExact(sql`t.title`)} or ${isExact(sql`t.original_title`)} then 1 else 0 end
          + case when t.search_vector @@ ${words} then 0.2 else 0 end as relevance
      from titles t cross join lateral (select ${titleScore} as score) m
      where ${titleCandidates(q, words, includeAdult)}
      union all
      select 'person', null, p.id, p.popularity,
        round(${nameScore(sql`p.name`, q)}::numeric, 1) + case when ${isExact(sql`p.name`)} then 1 else 0 end
      from people p
      where ${personCandidates(q)}
    ) hits
    order by relevance desc, popularity desc, kind desc, id
    limit ${CATALOGUE_PAGE_SIZE} offset ${(page - 1) * CATALOGUE_PAGE_SIZE}`);
  const rows = rowsOf<TSearchHit & { total: number }>(result);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const counted = await db.execute(sql`
      select (select count(*) from titles t where ${titleCandidates(q, words, includeAdult)})
           + (select count(*) from people p where ${personCandidates(q)}) as total`);
    total = Number(rowsOf<{ total: number | string }>(counted)[0]?.total ?? 0);
  }
  return { rows: rows.map(({ total: _, ...hit }) => hit), total };
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
    .where(and(inArray(credits.personId, ids), eq(titles.adult, false)));
  for (const { personId, ...row } of credited.sort((a, b) => b.popularity - a.popularity)) {
    const list = knownFor.get(personId) ?? [];
    if (list.length < KNOWN_FOR_SHOWN) list.push(row);
    knownFor.set(personId, list);
  }
  return { people: found, knownFor };
}

/** TMDB's search lists up to three titles a person is known for. */
const KNOWN_FOR_SHOWN = 3;
