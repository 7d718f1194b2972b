import type { TDownloadNameParts } from '@marquee/domain';
import { queryOptions } from '@tanstack/react-query';
import { checkDownloadLink, hlsDownloadLinks } from './download-links.ts';

/** Keys of the downloads: ['downloads', 'list' | 'detail', params]. */
export const downloadsKeys = { all: ['downloads'] as const };

/** The download page links of an HLS stream's renditions, signed by the server (kept an hour: links live 24 h). */
export const hlsDownloadLinksQuery = (playlist: string, parts: TDownloadNameParts) =>
  queryOptions({
    queryKey: [...downloadsKeys.all, 'list', { playlist, parts }] as const,
    queryFn: ({ signal }) => hlsDownloadLinks(playlist, parts, signal),
    staleTime: 60 * 60 * 1000,
    retry: 1,
  });

/** The download page's link, checked here and by the server once (a reload checks it again). */
export const downloadLinkCheckQuery = (data: string | null) =>
  queryOptions({
    queryKey: [...downloadsKeys.all, 'detail', { data }] as const,
    queryFn: ({ signal }) => checkDownloadLink(data, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
