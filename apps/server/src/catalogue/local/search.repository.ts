// What search reads from the database: every title's and person's name (and each title's search_vector
// lexemes) for the in-memory search index, the full-text lexemes of query words, and the rows of the hits.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type TDb } from '../../db/client.ts';
import { credits, titles } from '../../db/schema.ts';
import type { TIndexPerson, TIndexTitle } from './search-index.ts';
import { listColumns, type TListRow } from './titles.repository.ts';

/** Rows read per statement while loading the index, so other queries get their turn in between. */
const LOAD_BATCH = 5000;

/** Every title as the search index needs it, read in batches (by primary key). */
export async function loadIndexTitles(db: TDb): Promise<TIndexTitle[]> {
  const all: TIndexTitle[] = [];
  let after: { mediaType: string; id: number } | undefined;
  for (;;) {
    const from = after ? sql`where (media_type, id) > (${after.mediaType}, ${after.id})` : sql``;
    const batch = rowsOf<TIndexTitle>(
      await db.execute(sql`
        select media_type as "mediaType", id, title, original_title as "originalTitle", popularity, adult,
          extract(year from release_date)::int as year, tsvector_to_array(search_vector) as lexemes
        from titles ${from} order by media_type, id limit ${LOAD_BATCH}`),
    );
    all.push(...batch);
    const last = batch.at(-1);
    if (!last || batch.length < LOAD_BATCH) return all;
    after = { mediaType: last.mediaType, id: last.id };
  }
}

/** Every person as the search index needs it, read in batches (by id). */
export async function loadIndexPeople(db: TDb): Promise<TIndexPerson[]> {
  const all: TIndexPerson[] = [];
  let after = -2_147_483_648;
  for (;;) {
    const batch = rowsOf<TIndexPerson>(
      await db.execute(sql`
        select id, name, popularity from people where id > ${after} order by id limit ${LOAD_BATCH}`),
    );
    all.push(...batch);
    const last = batch.at(-1);
    if (!last || batch.length < LOAD_BATCH) return all;
    after = last.id;
  }
}

export interface TWordLexemes {
  /** The word as the 'simple' configuration keeps it (lower-cased). */
  simple: string[];
  /** Its English stem; none for a stop word. */
  english: string[];
}

/** The full-text lexemes of some words, as `plainto_tsquery('simple' | 'english', ...)` would make them. */
export async function wordLexemes(db: TDb, words: string[]): Promise<Map<string, TWordLexemes>> {
  const found = new Map<string, TWordLexemes>();
  if (words.length === 0) return found;
  const result = await db.execute(sql`
    select w as word, tsvector_to_array(to_tsvector('simple', w)) as simple,
      tsvector_to_array(to_tsvector('english', w)) as english
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as w`);
  for (const row of rowsOf<{ word: string } & TWordLexemes>(result)) {
    found.set(row.word, { simple: row.simple, english: row.english });
  }
  return found;
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
