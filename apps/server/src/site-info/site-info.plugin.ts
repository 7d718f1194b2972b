import { siteInfoEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/define-route.ts';
import type { SiteFiles } from '../shared/site-files.ts';
import { readSiteInfo } from './site-info.ts';

export interface TSiteInfoPluginOptions {
  siteFiles: SiteFiles;
}

/** GET /api/site: the operator's contact addresses and community links, from site/site.json. */
export async function siteInfoPlugin(
  app: FastifyInstance,
  { siteFiles }: TSiteInfoPluginOptions,
): Promise<void> {
  defineRoute(app, siteInfoEndpoints.site, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return readSiteInfo(siteFiles);
  });
}
