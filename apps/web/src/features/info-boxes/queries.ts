import { INFO_BOXES_META_NAME, noticeRoutes } from '@marquee/contract/routes';
import type { TInfoBox } from '@marquee/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

/** Keys of the info boxes: ['info-boxes', 'list', {}]. */
export const infoBoxesKeys = { all: ['info-boxes'] as const };

/** The list the server put in the page's HTML; undefined without that tag (a dev server, a test). */
export function inlineInfoBoxes(): TInfoBox[] | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${INFO_BOXES_META_NAME}"]`)?.content;
  if (!content) return undefined;
  try {
    const boxes: unknown = JSON.parse(content);
    return Array.isArray(boxes) ? (boxes as TInfoBox[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every info box of the site file: from the page's HTML when it carries them (no request, drawn with the first
 * render), else asked once a visit (/infoBoxes.json); a failure shows none.
 */
export const infoBoxesQuery = () =>
  queryOptions({
    queryKey: [...infoBoxesKeys.all, 'list', {}] as const,
    queryFn: async ({ signal }) => {
      const boxes = await apiGet(noticeRoutes.infoBoxes, { signal });
      return Array.isArray(boxes) ? boxes : [];
    },
    initialData: inlineInfoBoxes,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
