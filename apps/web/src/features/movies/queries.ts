import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { listQuery, trendingQuery } from '../catalogue/queries.ts';

/** The movies hero mixes the first 5 of trending, popular, top rated and upcoming movies. */
export const moviesHeroLists = () => [
  trendingQuery('movie'),
  listQuery('movie/popular'),
  listQuery('movie/top_rated'),
  listQuery('movie/upcoming'),
];

export const prefetchMoviesPage: TRouteDataPrefetch = (_target, queryClient) =>
  Promise.all(
    [...moviesHeroLists(), listQuery('movie/popular', 2)].map((options) =>
      queryClient.prefetchQuery(options),
    ),
  );
