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

/** What a search looks for: everything (search/multi), one kind of title, or people. */
export type TSearchScope = 'multi' | 'movie' | 'tv' | 'person';

export interface TSearchRequest {
  /** The query as typed (trimmed, control characters refused by the contract): for name similarity. */
  query: string;
  /** Its words (see searchWords): the only part of it that reaches the full-text parser. */
  words: string[];
  scope: TSearchScope;
  includeAdult: boolean;
  page: number;
  /** Titles first released in this year only. */
  year?: number | undefined;
}

/** Full-text matches taken into the ranking, the most popular first: more than anyone pages through. */
const FULL_TEXT_CANDIDATES = 200;
/** Titles or people nearest to the query by trigram distance (GiST index), for typo tolerance. */
const NEAR_NAME_CANDIDATES = 40;

/** The conditions every candidate title meets: adult content, kind and year as asked. */
function titleFilter(request: TSearchRequest): SQL {
  const kind =
    request.scope === 'movie' || request.scope === 'tv' ? sql` and t.media_type = ${request.scope}` : sql``;
  const year =
    request.year === undefined ? sql`` : sql` and extract(year from t.release_date) = ${request.year}`;
  return sql`(${request.includeAdult}::boolean or not t.adult)${kind}${year}`;
}

/**
 * A bounded set of candidate titles, each part answered from an index: the most popular full-text matches,
 * and the titles nearest the query by trigram distance (whole name, best run of words, original name). The
 * ranking then scores only these, so a search costs the same on a hundred titles or a hundred thousand.
 */
function titleCandidates(q: SQL, words: SQL, request: TSearchRequest): SQL {
  const filter = titleFilter(request);
  const near = (distance: SQL, limit: number) =>
    sql`(select t.media_type, t.id from titles t where ${filter} order by ${distance} limit ${limit})`;
  return sql`
    (select t.media_type, t.id from titles t where t.search_vector @@ ${words} and ${filter}
      order by t.popularity desc limit ${FULL_TEXT_CANDIDATES})
    union ${near(sql`t.title <-> ${q}`, NEAR_NAME_CANDIDATES)}
    union ${near(sql`${q} <<<-> t.title`, NEAR_NAME_CANDIDATES)}
    union ${near(sql`t.original_title <-> ${q}`, NEAR_NAME_CANDIDATES / 2)}`;
}

/** Candidate people: the names nearest the query, whole and by best run of words. */
function personCandidates(q: SQL): SQL {
  return sql`
    (select p.id from people p order by p.name <-> ${q} limit ${NEAR_NAME_CANDIDATES})
    union (select p.id from people p order by ${q} <<<-> p.name limit ${NEAR_NAME_CANDIDATES})`;
}

/** The full-text query of some words: each word a term, all of them required, in either dictionary. */
function fullTextQuery(words: string[]): SQL {
  const text = sql`${words.join(' ')}::text`;
  return sql`(plainto_tsquery('simple', ${text}) || plainto_tsquery('english', ${text}))`;
}

/**
 * Every hit of a search, scored. A candidate title matches when its name is similar (`%`), its words hold
 * the query's (`<<%`) or its words or overview match in full text; a person when the name matches closely.
 * Relevance is the name's trigram score in steps of 0.1 (so near-equal matches go by popularity), plus 1 for
 * an exact name, plus 0.2 for a full-text match; a title found by its overview alone scores just that 0.2.
 */
function scoredHits(request: TSearchRequest): SQL {
  const q = sql`${request.query}::text`;
  const words = fullTextQuery(request.words);
  const titleScore = sql`greatest(${nameScore(sql`t.title`, q)}, ${nameScore(sql`t.original_title`, q)})`;
  const isExact = (name: SQL) => sql`lower(${name}) = lower(${q})`;
  const titleHits = sql`
      select 'title' as kind, t.media_type, t.id, t.popularity,
        round((case when m.score >= ${NAME_MATCH_MIN} then m.score else 0 end)::numeric, 1)
          + case when ${isExact(sql`t.title`)} or ${isExact(sql`t.original_title`)} then 1 else 0 end
          + case when t.search_vector @@ ${words} then 0.2 else 0 end as relevance
      from (${titleCandidates(q, words, request)}) c
      join titles t on t.media_type = c.media_type and t.id = c.id
      cross join lateral (select ${titleScore} as score) m
      where t.title % ${q} or ${q} <<% t.title or t.original_title % ${q} or ${q} <<% t.original_title
        or t.search_vector @@ ${words}`;
  const personHits = sql`
      select 'person' as kind, null as media_type, p.id, p.popularity,
        round(${nameScore(sql`p.name`, q)}::numeric, 1) + case when ${isExact(sql`p.name`)} then 1 else 0 end
          as relevance
      from (${personCandidates(q)}) c join people p on p.id = c.id
      where (p.name % ${q} or ${q} <<% p.name) and ${nameScore(sql`p.name`, q)} >= ${PERSON_MATCH_MIN}`;
  const hasTitles = request.scope !== 'person';
  const hasPeople = request.scope === 'multi' || request.scope === 'person';
  if (hasTitles && hasPeople) return sql`${titleHits} union all ${personHits}`;
  return hasTitles ? titleHits : personHits;
}

/** One page of titles and people matching a query, by relevance then popularity (see scoredHits). */
export async function searchTitlesAndPeople(db: TDb, request: TSearchRequest): Promise<TRowPage<TSearchHit>> {
  const hits = scoredHits(request);
  const result = await db.execute(sql`
    select kind, media_type, id, relevance::float8 as relevance, popularity, count(*) over ()::int as total
    from (${hits}) hits
    order by relevance desc, popularity desc, kind desc, id
    limit ${CATALOGUE_PAGE_SIZE} offset ${(request.page - 1) * CATALOGUE_PAGE_SIZE}`);
  const rows = rowsOf<TSearchHit & { total: number }>(result);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && request.page > 1) {
    const counted = await db.execute(sql`select count(*)::int as total from (${hits}) hits`);
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
