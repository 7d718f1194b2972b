import { noticeRoutes } from '@marquee/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

/** Keys of the info boxes: ['info-boxes', 'list', {}]. */
export const infoBoxesKeys = { all: ['info-boxes'] as const };

/** Every info box of the site file (/infoBoxes.json), asked once a visit; a failure shows none. */
export const infoBoxesQuery = () =>
  queryOptions({
    queryKey: [...infoBoxesKeys.all, 'list', {}] as const,
    queryFn: async ({ signal }) => {
      const boxes = await apiGet(noticeRoutes.infoBoxes, { signal });
      return Array.isArray(boxes) ? boxes : [];
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
