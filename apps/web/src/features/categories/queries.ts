import { findCategory, heroCategories, highlightCategories, type TCategory } from '@marquee/domain';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { discoverSource } from '../catalogue/components/catalogue-sources.ts';
import { mergedPagesOptions } from '../catalogue/components/infinite-media-pages.ts';
import { discoverQuery, trendingQuery } from '../catalogue/queries.ts';

/** Keys of the categories feature's queries: ['categories', 'list', params]. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: (params: { slug: string; genreId: number; mediaType: string }) =>
    ['categories', 'list', params] as const,
};

const genreFilter = (category: TCategory) =>
  ({ with_genres: String(category.genreId), sort_by: 'popularity.desc' }) as const;

/** A genre page's titles, page by page: discover of the genre in its media type (series for TV genres). */
export function genreTitlesQuery(category: TCategory) {
  const { slug, genreId, mediaType } = category;
  return mergedPagesOptions(categoryKeys.list({ slug, genreId, mediaType }), [
    discoverSource(mediaType, genreFilter(category)),
  ]);
}

/** The most popular titles of a genre (its first page), for the landing's tiles and highlights. */
export function genreTopQuery(category: TCategory) {
  return discoverQuery(category.mediaType, { ...genreFilter(category), page: 1 });
}

/** The categories landing: today's trending titles and the top titles of its hero and highlight genres. */
export const prefetchCategoriesPage: TRouteDataPrefetch = (_target, queryClient) => {
  void queryClient.prefetchQuery(trendingQuery('all'));
  for (const category of [...heroCategories(), ...highlightCategories()]) {
    void queryClient.prefetchQuery(genreTopQuery(category));
  }
};

/** A genre page's first page of titles (nothing for an unknown genre: the page says so). */
export const prefetchGenrePage: TRouteDataPrefetch = ({ params }, queryClient) => {
  const category = findCategory(params.category ?? '');
  if (category) void queryClient.prefetchInfiniteQuery(genreTitlesQuery(category));
};
