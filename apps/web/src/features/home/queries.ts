import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { listQuery, trendingQuery } from '../catalogue/queries.ts';
import { prefetchSchedules } from '../up-next/followed.ts';

/** The hero's lists: trending movies, trending series, popular movies and popular series. */
export const homeHeroLists = () => [
  trendingQuery('movie'),
  trendingQuery('tv'),
  listQuery('movie/popular'),
  listQuery('tv/popular'),
];

/** 'Popular Shows and Movies': popular movies and popular series. */
export const popularMixLists = () => [listQuery('movie/popular'), listQuery('tv/popular')];

/** Every list the home page asks for on arrival (the hero's, the top 10's and the rows'). */
export function homePageLists() {
  return [...homeHeroLists(), trendingQuery('all'), listQuery('movie/upcoming')];
}

export const prefetchHomePage: TRouteDataPrefetch = (_target, queryClient) => {
  // Up Next's schedules load beside the lists; the first screen does not wait for them.
  void prefetchSchedules(queryClient);
  return Promise.all(homePageLists().map((options) => queryClient.prefetchQuery(options)));
};
