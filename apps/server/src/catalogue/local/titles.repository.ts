// Queries over titles: one title, and pages of titles filtered and ordered for lists, discover, similar
// titles and trending. Every value from a request reaches SQL as a parameter.
import { and, asc, eq, getTableColumns, gt, gte, inArray, lte, not, sql, type SQL } from 'drizzle-orm';
import type { TMediaType } from '@marquee/domain';
import { CATALOGUE_PAGE_SIZE } from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import { episodes, titleActivity, titles } from '../../db/schema.ts';

export type TTitleRow = Omit<typeof titles.$inferSelect, 'searchVector'>;

const { searchVector: _, ...titleColumns } = getTableColumns(titles);

/** The columns a list item needs. */
export const listColumns = {
  mediaType: titles.mediaType,
  id: titles.id,
  title: titles.title,
  originalTitle: titles.originalTitle,
  originalLanguage: titles.originalLanguage,
  overview: titles.overview,
  posterPath: titles.posterPath,
  backdropPath: titles.backdropPath,
  releaseDate: titles.releaseDate,
  genreIds: titles.genreIds,
  popularity: titles.popularity,
  voteAverage: titles.voteAverage,
  voteCount: titles.voteCount,
  adult: titles.adult,
  originCountry: sql<string[] | null>`${titles.extra}->'origin_country'`,
};

export interface TListRow {
  mediaType: TMediaType;
  id: number;
  title: string;
  originalTitle: string;
  originalLanguage: string;
  overview: string;
  posterPath: string | null;
  backdropPath: string | null;
  releaseDate: string | null;
  genreIds: number[];
  popularity: number;
  voteAverage: number;
  voteCount: number;
  adult: boolean;
  originCountry: string[] | null;
}

export interface TRowPage<T> {
  rows: T[];
  total: number;
}

export async function findTitle(db: TDb, mediaType: TMediaType, id: number): Promise<TTitleRow | undefined> {
  const [row] = await db
    .select(titleColumns)
    .from(titles)
    .where(and(eq(titles.mediaType, mediaType), eq(titles.id, id)));
  return row;
}

/** What a list or discover call asks of titles; every field narrows the set. */
export interface TTitleFilter {
  mediaTypes: TMediaType[];
  includeAdult?: boolean;
  /** Every group must share at least one genre with the title (comma = all of, pipe = any of). */
  genreGroups?: number[][];
  withoutGenres?: number[];
  providerGroups?: number[][];
  originalLanguage?: string;
  minVoteCount?: number;
  releasedAfter?: string;
  releasedFrom?: string;
  releasedTo?: string;
  /** Series with an episode airing in [from, to]. */
  airing?: { from: string; to: string };
  status?: string;
}

export type TTitleSortField =
  'popularity' | 'vote_average' | 'vote_count' | 'release_date' | 'last_air_date' | 'title';
export interface TTitleSort {
  field: TTitleSortField;
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  popularity: titles.popularity,
  vote_average: titles.voteAverage,
  vote_count: titles.voteCount,
  release_date: titles.releaseDate,
  last_air_date: titles.lastAirDate,
  title: titles.title,
} as const;

function groupsMatch(column: typeof titles.genreIds | typeof titles.providerIds, groups: number[][]): SQL[] {
  return groups.map((group) => sql`${column} && ${sql.param(group, column)}::integer[]`);
}

function filterConditions(filter: TTitleFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    inArray(titles.mediaType, filter.mediaTypes),
    filter.includeAdult ? undefined : eq(titles.adult, false),
    ...groupsMatch(titles.genreIds, filter.genreGroups ?? []),
    ...groupsMatch(titles.providerIds, filter.providerGroups ?? []),
    filter.withoutGenres?.length
      ? not(sql`${titles.genreIds} && ${sql.param(filter.withoutGenres, titles.genreIds)}::integer[]`)
      : undefined,
    filter.originalLanguage !== undefined ? eq(titles.originalLanguage, filter.originalLanguage) : undefined,
    filter.minVoteCount !== undefined ? gte(titles.voteCount, filter.minVoteCount) : undefined,
    filter.releasedAfter !== undefined ? gt(titles.releaseDate, filter.releasedAfter) : undefined,
    filter.releasedFrom !== undefined ? gte(titles.releaseDate, filter.releasedFrom) : undefined,
    filter.releasedTo !== undefined ? lte(titles.releaseDate, filter.releasedTo) : undefined,
    filter.status !== undefined ? eq(titles.status, filter.status) : undefined,
    filter.airing
      ? and(
          eq(titles.mediaType, 'tv'),
          sql`exists (select 1 from ${episodes} where ${episodes.seriesId} = ${titles.id} and ${episodes.airDate} between ${filter.airing.from} and ${filter.airing.to})`,
        )
      : undefined,
  ];
  return and(...conditions);
}

function orderOf(sort: TTitleSort): SQL[] {
  const column = SORT_COLUMNS[sort.field];
  const direction = sort.direction === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${column} ${direction} nulls last`, sql`${titles.popularity} desc`, asc(titles.id)];
}

const offsetOf = (page: number) => (page - 1) * CATALOGUE_PAGE_SIZE;
const totalColumn = sql<number>`count(*) over ()`.mapWith(Number);

/** A page of titles matching a filter, with the number of all matches. */
export async function findTitlePage(
  db: TDb,
  filter: TTitleFilter,
  sort: TTitleSort,
  page: number,
): Promise<TRowPage<TListRow>> {
  const where = filterConditions(filter);
  const rows = await db
    .select({ ...listColumns, total: totalColumn })
    .from(titles)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset(offsetOf(page));
  return withTotal(db, rows, where, page);
}

/** The latest release date among titles matching a filter (the upcoming list's `dates.maximum`). */
export async function findLatestRelease(db: TDb, filter: TTitleFilter): Promise<string | null> {
  const [row] = await db
    .select({ latest: sql<string | null>`max(${titles.releaseDate})` })
    .from(titles)
    .where(filterConditions(filter));
  return row?.latest ?? null;
}

/** Titles of the same type sharing genres with one, by how many they share, then popularity. */
export async function findSimilarTitles(
  db: TDb,
  mediaType: TMediaType,
  id: number,
  genreIds: number[],
  page: number,
): Promise<TRowPage<TListRow>> {
  if (genreIds.length === 0) return { rows: [], total: 0 };
  const genres = sql`${sql.param(genreIds, titles.genreIds)}::integer[]`;
  const where = and(
    eq(titles.mediaType, mediaType),
    sql`${titles.id} <> ${id}`,
    eq(titles.adult, false),
    sql`${titles.genreIds} && ${genres}`,
  );
  const overlap = sql`cardinality(array(select unnest(${titles.genreIds}) intersect select unnest(${genres})))`;
  const rows = await db
    .select({ ...listColumns, total: totalColumn })
    .from(titles)
    .where(where)
    .orderBy(sql`${overlap} desc`, sql`${titles.popularity} desc`, asc(titles.id))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset(offsetOf(page));
  return withTotal(db, rows, where, page);
}

/** How much one play or bookmark on this site adds to a title's popularity in trending. */
export const TRENDING_POINTS_PER_PLAY = 10;
export const TRENDING_POINTS_PER_BOOKMARK = 20;

/** Titles by popularity blended with this site's plays and bookmarks since a day. */
export async function findTrendingPage(
  db: TDb,
  mediaTypes: TMediaType[],
  since: string,
  page: number,
): Promise<TRowPage<TListRow>> {
  const recent = db
    .select({
      mediaType: titleActivity.mediaType,
      titleId: titleActivity.titleId,
      points:
        sql<number>`sum(${titleActivity.plays}) * ${TRENDING_POINTS_PER_PLAY} + sum(${titleActivity.bookmarks}) * ${TRENDING_POINTS_PER_BOOKMARK}`.as(
          'points',
        ),
    })
    .from(titleActivity)
    .where(gte(titleActivity.day, since))
    .groupBy(titleActivity.mediaType, titleActivity.titleId)
    .as('recent');
  const where = and(inArray(titles.mediaType, mediaTypes), eq(titles.adult, false));
  const rows = await db
    .select({ ...listColumns, total: totalColumn })
    .from(titles)
    .leftJoin(recent, and(eq(recent.mediaType, titles.mediaType), eq(recent.titleId, titles.id)))
    .where(where)
    .orderBy(
      sql`${titles.popularity} + coalesce(${recent.points}, 0) desc`,
      sql`${titles.popularity} desc`,
      asc(titles.id),
    )
    .limit(CATALOGUE_PAGE_SIZE)
    .offset(offsetOf(page));
  return withTotal(db, rows, where, page);
}

/** The page's rows and the total; a page past the end has no rows to carry it, so it is counted apart. */
async function withTotal<T extends { total: number }>(
  db: TDb,
  rows: T[],
  where: SQL | undefined,
  page: number,
): Promise<TRowPage<Omit<T, 'total'>>> {
  const total =
    rows[0]?.total ??
    (page === 1 ? 0 : undefined) ??
    (
      await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(titles)
        .where(where)
    )[0]?.n ??
    0;
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}
