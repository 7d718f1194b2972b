// The title lists: popular, top rated, upcoming, on the air, trending and discover, in pages of 20.
import type { TDiscoverQuery } from '@marquee/contract';
import type { TMediaItem, TMediaType, TPage } from '@marquee/domain';
import type { TDb } from '../../db/client.ts';
import type { TListName } from '../catalogue.backend.ts';
import { toListPage } from './catalogue-shapes.ts';
import {
  findLatestRelease,
  findTitlePage,
  findTrendingPage,
  type TTitleFilter,
  type TTitleSort,
  type TTitleSortField,
} from './titles.repository.ts';

/** Top rated lists only rank titles with at least this many votes, so a few 10s do not lead them. */
export const TOP_RATED_MIN_VOTES = 200;
/** tv/on_the_air: series with an episode airing within this many days before or after today. */
export const ON_THE_AIR_DAYS = 7;
/** Trending counts this site's activity of the last day (today and yesterday) or week. */
const TRENDING_WINDOW_DAYS = { day: 1, week: 6 } as const;

/** A YYYY-MM-DD date `days` after (or before) another. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const byPopularity: TTitleSort = { field: 'popularity', direction: 'desc' };
const byRating: TTitleSort = { field: 'vote_average', direction: 'desc' };

export async function titleList(
  db: TDb,
  name: TListName,
  page: number,
  today: string,
): Promise<TPage<TMediaItem>> {
  switch (name) {
    case 'movie/popular':
      return toListPage(page, await findTitlePage(db, { mediaTypes: ['movie'] }, byPopularity, page));
    case 'tv/popular':
      return toListPage(page, await findTitlePage(db, { mediaTypes: ['tv'] }, byPopularity, page));
    case 'movie/top_rated':
    case 'tv/top_rated': {
      const filter: TTitleFilter = { mediaTypes: [mediaTypeOf(name)], minVoteCount: TOP_RATED_MIN_VOTES };
      return toListPage(page, await findTitlePage(db, filter, byRating, page));
    }
    case 'movie/upcoming':
      return upcomingMovies(db, page, today);
    case 'tv/on_the_air':
      return onTheAir(db, page, today);
  }
}

function mediaTypeOf(name: TListName): TMediaType {
  return name.startsWith('movie/') ? 'movie' : 'tv';
}

/** Movies released after today, soonest first, with the date range TMDB gives as `dates`. */
async function upcomingMovies(db: TDb, page: number, today: string) {
  const filter: TTitleFilter = { mediaTypes: ['movie'], releasedAfter: today };
  const found = await findTitlePage(db, filter, { field: 'release_date', direction: 'asc' }, page);
  const minimum = addDays(today, 1);
  const latest = await findLatestRelease(db, filter);
  return { dates: { maximum: latest ?? minimum, minimum }, ...toListPage(page, found) };
}

/** Series with an episode airing this fortnight; when none, returning series by their latest episode. */
async function onTheAir(db: TDb, page: number, today: string) {
  const airing = { from: addDays(today, -ON_THE_AIR_DAYS), to: addDays(today, ON_THE_AIR_DAYS) };
  const found = await findTitlePage(db, { mediaTypes: ['tv'], airing }, byPopularity, page);
  if (found.total > 0) return toListPage(page, found);
  const returning: TTitleFilter = { mediaTypes: ['tv'], status: 'Returning Series' };
  return toListPage(
    page,
    await findTitlePage(db, returning, { field: 'last_air_date', direction: 'desc' }, page),
  );
}

/** Popularity blended with this site's recent plays and bookmarks. */
export async function trendingTitles(
  db: TDb,
  mediaType: TMediaType | 'all',
  window: 'day' | 'week',
  page: number,
  today: string,
): Promise<TPage<TMediaItem>> {
  const mediaTypes: TMediaType[] = mediaType === 'all' ? ['movie', 'tv'] : [mediaType];
  const since = addDays(today, -TRENDING_WINDOW_DAYS[window]);
  return toListPage(page, await findTrendingPage(db, mediaTypes, since, page), true);
}

/** TMDB's id lists: comma means all of, pipe any of; '28,12|16' is 28 and (12 or 16). */
export function parseIdGroups(value: string | undefined): number[][] | undefined {
  if (!value) return undefined;
  return value.split(',').map((group) => group.split('|').map(Number));
}

const SORT_FIELDS: Readonly<Record<string, TTitleSortField>> = {
  popularity: 'popularity',
  vote_average: 'vote_average',
  vote_count: 'vote_count',
  primary_release_date: 'release_date',
  release_date: 'release_date',
  first_air_date: 'release_date',
  title: 'title',
  name: 'title',
};

/** The filter and order a discover query asks for; date bounds of the other media type are ignored, as TMDB does. */
export function discoverFilter(
  mediaType: TMediaType,
  query: TDiscoverQuery,
): { filter: TTitleFilter; sort: TTitleSort } {
  const [field = 'popularity', direction] = query.sort_by.split('.');
  const dates =
    mediaType === 'movie'
      ? { from: query['primary_release_date.gte'], to: query['primary_release_date.lte'] }
      : { from: query['first_air_date.gte'], to: query['first_air_date.lte'] };
  const filter: TTitleFilter = {
    mediaTypes: [mediaType],
    includeAdult: query.include_adult === 'true',
    genreGroups: parseIdGroups(query.with_genres),
    withoutGenres: parseIdGroups(query.without_genres)?.flat(),
    providerGroups: parseIdGroups(query.with_watch_providers),
    originalLanguage: query.with_original_language,
    minVoteCount: query['vote_count.gte'],
    releasedFrom: dates.from,
    releasedTo: dates.to,
  };
  const sort: TTitleSort = {
    field: SORT_FIELDS[field] ?? 'popularity',
    direction: direction === 'asc' ? 'asc' : 'desc',
  };
  return { filter, sort };
}

export async function discoverTitles(
  db: TDb,
  mediaType: TMediaType,
  query: TDiscoverQuery,
): Promise<TPage<TMediaItem>> {
  const { filter, sort } = discoverFilter(mediaType, query);
  return toListPage(query.page, await findTitlePage(db, filter, sort, query.page));
}
