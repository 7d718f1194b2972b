import type { TDownloadTarget } from '@marquee/domain';
import { z } from 'zod';
import { endpoint } from '../declare-endpoint.ts';
import { DOWNLOADS_PREFIX } from './downloads.http.ts';
import { ZCreateDownloadLinkBody, ZReadDownloadLinkQuery } from './downloads.schemas.ts';

const ZDownloadTarget = z.object({
  url: z.string(),
  name: z.string(),
  expires: z.number(),
}) satisfies z.ZodType<TDownloadTarget>;

/**
 * Links to the HLS download page: the server signs a playlist URL, a file name and an expiry 24 h ahead; the
 * page has the link checked before it saves anything.
 */
export const downloadEndpoints = {
  /** Signs a link: `data` is what the page's address carries (/download?data=...). */
  createLink: endpoint({
    method: 'POST',
    path: `${DOWNLOADS_PREFIX}/links`,
    body: ZCreateDownloadLinkBody,
    response: z.object({ data: z.string(), expires: z.number() }),
  }),
  /**
   * Checks a link: its target when the signature is right and it has not expired; otherwise 410 'This
   * download link has expired.' or 400 'This download link is damaged or has been changed.'.
   */
  readLink: endpoint({
    method: 'GET',
    path: `${DOWNLOADS_PREFIX}/links`,
    query: ZReadDownloadLinkQuery,
    response: ZDownloadTarget,
  }),
};
