import { noticeRoutes } from '@marquee/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

/** The ads list (/ads.json), one fetch for every slot of the page; kept for the visit. */
export const adsQuery = () =>
  queryOptions({
    queryKey: ['ads', 'list'],
    queryFn: ({ signal }) => apiGet(noticeRoutes.ads, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
