import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { installErrorHandler } from '../http/error-handler.ts';
import { registerNoticeRoutes } from './notices.routes.ts';

export interface TNoticesPluginOptions {
  /** SITE_DIR: the operator's folder, whose ads/ pictures come before the shipped ones. */
  siteDir: string | undefined;
}

/**
 * The operator-editable notices: /modalData.json (announcements), /infoBoxes.json, /ads.json and the ads'
 * pictures under /site/ads/, read from the site files. Registered without a prefix (the paths are the original site's
 * static files) in a scope of its own, so its static-file helper and error handler stay here.
 */
export async function noticesPlugin(app: FastifyInstance, options: TNoticesPluginOptions): Promise<void> {
  installErrorHandler(app);
  await app.register(fastifyStatic, { serve: false });
  registerNoticeRoutes(app, options);
}
