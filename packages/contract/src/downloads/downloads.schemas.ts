import {
  DOWNLOAD_LINK_MAX_LENGTH,
  DOWNLOAD_URL_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  isCleanFileName,
  isDownloadableUrl,
} from '@marquee/domain';
import { z } from 'zod';
import { onceText } from '../catalogue/catalogue-fields.ts';

/** A file name as cleanFileName leaves it: what a saved file may be called. */
export const fileName = () =>
  onceText()
    .max(FILE_NAME_MAX_LENGTH, `must be at most ${FILE_NAME_MAX_LENGTH} characters`)
    .refine(
      isCleanFileName,
      'must be a file name without path separators, reserved or control characters, and no spaces or dots at its ends',
    );

/** POST /api/downloads/links: the playlist to save and the name to save it under (no extension). */
export const ZCreateDownloadLinkBody = z.object({
  url: onceText()
    .max(DOWNLOAD_URL_MAX_LENGTH, `must be at most ${DOWNLOAD_URL_MAX_LENGTH} characters`)
    .refine(isDownloadableUrl, 'must be a path of this site or an http(s) URL'),
  name: z.string({ error: 'must be text' }).pipe(fileName()),
});

/** GET /api/downloads/links?data=: the `data` of a download page's address. */
export const ZReadDownloadLinkQuery = z.object({
  data: onceText()
    .min(1, 'is required')
    .max(DOWNLOAD_LINK_MAX_LENGTH, `must be at most ${DOWNLOAD_LINK_MAX_LENGTH} characters`),
});
