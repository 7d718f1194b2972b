import type { TDiscoverQuery } from '@marquee/contract';
import { catalogueRoutes as api } from '@marquee/contract/routes';
import type { TDiscoverSource, TMediaType } from '@marquee/domain';
import { apiGet } from '../../../lib/api-client.ts';
import type { TPageSource } from './infinite-media-pages.ts';

/** The streaming region discover asks about (watch_region=US). */
export const WATCH_REGION = 'US';

/** Discover of one media type with the given filters, page by page. */
export function discoverSource(mediaType: TMediaType, query: Partial<TDiscoverQuery>): TPageSource {
  return {
    name: mediaType,
    fetchPage: (page, signal) =>
      apiGet(api.discover, { params: { media_type: mediaType }, query: { ...query, page }, signal }),
  };
}

/** A network's titles of one media type: discover with its provider, most popular first. */
export function providerSource(mediaType: TMediaType, providers: string): TPageSource {
  return discoverSource(mediaType, {
    with_watch_providers: providers,
    watch_region: WATCH_REGION,
    sort_by: 'popularity.desc',
  });
}

/** The page source of one of the discover page's lists. */
export function sourceOf(source: TDiscoverSource): TPageSource {
  switch (source.kind) {
    case 'trending':
      return {
        name: `trending-${source.mediaType}`,
        fetchPage: (page, signal) =>
          apiGet(api.trending, {
            params: { media_type: source.mediaType, time_window: 'day' },
            query: { page },
            signal,
          }),
      };
    case 'popular': {
      const endpoint = source.mediaType === 'movie' ? api.moviePopular : api.tvPopular;
      return {
        name: `popular-${source.mediaType}`,
        fetchPage: (page, signal) => apiGet(endpoint, { query: { page }, signal }),
      };
    }
    case 'discover': {
      const dateField = source.mediaType === 'movie' ? 'primary_release_date.gte' : 'first_air_date.gte';
      return discoverSource(source.mediaType, {
        with_watch_providers: source.providers,
        watch_region: WATCH_REGION,
        sort_by: 'popularity.desc',
        ...(source.releasedFrom ? { [dateField]: source.releasedFrom } : {}),
      });
    }
  }
}
