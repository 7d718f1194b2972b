import type { TDownloadTarget } from '@marquee/domain';
import type { z } from 'zod';
import { route } from '../endpoint.ts';
import type { ZCreateDownloadLinkBody, ZReadDownloadLinkQuery } from './downloads.schemas.ts';

/** The download links of the HLS download page live under this prefix. */
export const DOWNLOADS_PREFIX = '/api/downloads';

/**
 * Links to the HLS download page: the server signs a playlist URL,
 * a file name and an expiry 24 h ahead; the page has the link checked before it saves anything.
 */
export const downloadRoutes = {
  /** Signs a link: `data` is what the page's address carries (/download?data=...). */
  createLink: route<z.ZodNever, z.ZodNever, typeof ZCreateDownloadLinkBody>(
    'POST',
    `${DOWNLOADS_PREFIX}/links`,
  ).returns<{ data: string; expires: number }>(),
  /**
   * Checks a link: its target when the signature is right and it has not expired; otherwise 410 'This
   * download link has expired.' or 400 'This download link is damaged or has been changed.'.
   */
  readLink: route<z.ZodNever, typeof ZReadDownloadLinkQuery>(
    'GET',
    `${DOWNLOADS_PREFIX}/links`,
  ).returns<TDownloadTarget>(),
};
