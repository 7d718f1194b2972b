import { noticeRoutes } from '@marquee/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

/** Keys of the ads: ['ads', 'list', {}]. */
export const adsKeys = { all: ['ads'] as const };

/** The ads list (/ads.json), one fetch for every slot of the page; kept for the visit. */
export const adsQuery = () =>
  queryOptions({
    queryKey: [...adsKeys.all, 'list', {}] as const,
    queryFn: ({ signal }) => apiGet(noticeRoutes.ads, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
