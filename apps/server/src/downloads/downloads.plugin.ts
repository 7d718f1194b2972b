import { downloadEndpoints } from '@marquee/contract';
import {
  decodeDownloadLink,
  DOWNLOAD_LINK_DAMAGED,
  DOWNLOAD_LINK_EXPIRED,
  downloadLinkExpiry,
  downloadLinkState,
  encodeDownloadLink,
} from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import { guardStateChanges } from '../http/request-guard.ts';
import type { TDb } from '../db/client.ts';
import { installErrorHandler, installNotFoundHandler } from '../http/error-handler.ts';
import { defineRoute } from '../http/define-route.ts';
import { canPageFetch } from '../http/security-headers.ts';
import { BadRequestError, HttpError } from '../shared/errors.ts';
import { DownloadLinkSigner } from './download-link-key.ts';

/** A link the download page could not use: its policy lets it fetch only from this site. */
export const NOT_FETCHABLE_MESSAGE =
  "Invalid request: body 'url' must be a path of this site or a URL the download page may fetch";

export interface TDownloadsPluginOptions {
  db: TDb;
  /** Origins besides the server's own allowed to ask for links. */
  allowedOrigins: readonly string[];
  /** For tests: the clock links are made and checked by. */
  now?: () => number;
}

/**
 * Links to the HLS download page (/download?data=...), under /api/downloads: the server signs them so the page
 * can tell a link someone changed from one that merely expired (url, name, expires 24 h).
 */
export async function downloadsPlugin(app: FastifyInstance, options: TDownloadsPluginOptions): Promise<void> {
  installErrorHandler(app);
  installNotFoundHandler(app);
  guardStateChanges(app, options.allowedOrigins);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const signer = new DownloadLinkSigner(options.db);
  const now = options.now ?? (() => Date.now());

  defineRoute(app, downloadEndpoints.createLink, async ({ body, request }) => {
    // The page is on this server's origin, or one it allows; a link to what it cannot fetch is never signed.
    const own = `${request.protocol}://${request.host}`;
    const selfOrigins = [...(URL.canParse(own) ? [new URL(own).origin] : []), ...options.allowedOrigins];
    if (!canPageFetch(body.url, selfOrigins)) throw new BadRequestError(NOT_FETCHABLE_MESSAGE);
    const link = await signer.sign({ url: body.url, name: body.name, expires: downloadLinkExpiry(now()) });
    return { data: encodeDownloadLink(link), expires: link.expires };
  });

  defineRoute(app, downloadEndpoints.readLink, async ({ query }) => {
    const link = decodeDownloadLink(query.data);
    if (!link || !(await signer.verify(link))) throw new BadRequestError(DOWNLOAD_LINK_DAMAGED);
    const state = downloadLinkState(link, now());
    if (state === 'damaged') throw new BadRequestError(DOWNLOAD_LINK_DAMAGED);
    if (state === 'expired') throw new HttpError(410, DOWNLOAD_LINK_EXPIRED);
    return { url: link.url, name: link.name, expires: link.expires };
  });
}
