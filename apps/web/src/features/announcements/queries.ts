import { noticeRoutes } from '@marquee/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

/** Keys of the announcements: ['announcements', 'list', {}]. */
export const announcementsKeys = { all: ['announcements'] as const };

/** Every announcement of the site file (/modalData.json), asked once a visit; a failure shows none. */
export const announcementsQuery = () =>
  queryOptions({
    queryKey: [...announcementsKeys.all, 'list', {}] as const,
    queryFn: async ({ signal }) => {
      const items = await apiGet(noticeRoutes.announcements, { signal });
      return Array.isArray(items) ? items : [];
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
