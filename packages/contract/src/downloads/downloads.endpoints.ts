import { withSchemas } from '../endpoint.ts';
import { downloadRoutes } from './downloads.routes.ts';
import { ZCreateDownloadLinkBody, ZReadDownloadLinkQuery } from './downloads.schemas.ts';

/** The download-link routes with their schema values, as the server validates them. */
export const downloadEndpoints = {
  createLink: withSchemas(downloadRoutes.createLink, { body: ZCreateDownloadLinkBody }),
  readLink: withSchemas(downloadRoutes.readLink, { query: ZReadDownloadLinkQuery }),
};
