import {
  findNetwork,
  mediaTypesOf,
  NETWORKS,
  parseMediaFilter,
  type TMediaFilter,
  type TNetwork,
} from '@marquee/domain';
import type { TRouteDataPrefetch } from '../../lib/route-prefetch.ts';
import { providerSource, WATCH_REGION } from '../catalogue/components/catalogue-sources.ts';
import { mergedPagesOptions } from '../catalogue/components/infinite-media-pages.ts';
import { discoverQuery } from '../catalogue/queries.ts';

/** Keys of the networks feature's queries: ['networks', 'list', params]. */
export const networkKeys = {
  all: ['networks'] as const,
  list: (params: { slug: string; filter: TMediaFilter }) => ['networks', 'list', params] as const,
};

/**
 * A network page's titles, page by page: discover with the network's provider, 20 a page for one type, and
 * for All a movies page and a series page merged by popularity (40 a page).
 */
export function networkTitlesQuery(network: TNetwork, filter: TMediaFilter) {
  const providers = String(network.providerId);
  return mergedPagesOptions(
    networkKeys.list({ slug: network.slug, filter }),
    mediaTypesOf(filter).map((mediaType) => providerSource(mediaType, providers)),
  );
}

/** The first page of a network's movies and of its series (the landing shuffles five of them). */
export function networkOriginalsQueries(network: TNetwork) {
  return mediaTypesOf('all').map((mediaType) =>
    discoverQuery(mediaType, {
      with_watch_providers: String(network.providerId),
      watch_region: WATCH_REGION,
      sort_by: 'popularity.desc',
      page: 1,
    }),
  );
}

/** The networks landing: the first page of each network's movies and series. */
export const prefetchNetworksPage: TRouteDataPrefetch = (_target, queryClient) => {
  for (const network of NETWORKS) {
    for (const options of networkOriginalsQueries(network)) void queryClient.prefetchQuery(options);
  }
};

/** A network page's first page for the filter in its address (an alias resolves to its network first). */
export const prefetchNetworkPage: TRouteDataPrefetch = ({ params, url }, queryClient) => {
  const network = findNetwork(params.network ?? '');
  if (!network) return;
  const filter = parseMediaFilter(url.searchParams.get('type'));
  void queryClient.prefetchInfiniteQuery(networkTitlesQuery(network, filter));
};
