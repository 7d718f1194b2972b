import { localToday } from '../../lib/local-today.ts';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { discoverQuery, listQuery, trendingQuery } from '../catalogue/queries.ts';

/** 'Upcoming Series': premieres from today on (soonest first), then series on the air now. */
export const upcomingSeriesLists = (today = localToday()) => [
  discoverQuery('tv', { 'first_air_date.gte': today, sort_by: 'first_air_date.asc' }),
  listQuery('tv/on_the_air'),
];

/** The series landing's lists, top list first: what its first screen shows. */
export function seriesPageLists() {
  return [
    trendingQuery('tv', 'week'),
    listQuery('tv/popular'),
    listQuery('tv/top_rated'),
    trendingQuery('tv'),
    ...upcomingSeriesLists(),
    listQuery('tv/popular', 2),
  ];
}

export const prefetchSeriesPage: TRouteDataPrefetch = (_target, queryClient) =>
  Promise.all(seriesPageLists().map((options) => queryClient.prefetchQuery(options)));
