import { siteEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { guardStateChanges } from '../../accounts/request-guard.ts';
import { clientAddress } from '../../http/client-address.ts';
import { defineRoute } from '../../http/define-route.ts';
import { installErrorHandler } from '../../http/error-handler.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';
import { consumeAllowance, createRateLimiter } from '../../shared/rate-limiter.ts';
import type { SiteFiles } from '../site-files.ts';
import { ReportForwarder, type TForwarderOptions } from './report-forwarder.ts';
import type { FeedbackRepository } from './reports.repository.ts';
import { readSiteInfo } from './site-info.ts';

const WINDOW_SECONDS = 60 * 60;

export const REPORT_LIMIT_MESSAGE = 'Too many reports were sent from your address. Please try again later.';
export const PARTNER_LIMIT_MESSAGE =
  'Too many partnership requests were sent from your address. Please try again later.';

export interface TSitePagesPluginOptions {
  siteFiles: SiteFiles;
  feedback: FeedbackRepository;
  redis: Redis | undefined;
  allowedOrigins: readonly string[];
  forwarding: TForwarderOptions;
  /** REPORTS_PER_HOUR and PARTNER_REQUESTS_PER_HOUR: what one client address may send an hour. */
  limits: { reportsPerHour: number; partnerRequestsPerHour: number };
}

/**
 * The site info (contact addresses, community links), error reports (stored, then forwarded to the
 * operator's webhook) and partnership requests, in a scope of their own: `{ error }` answers, the guard
 * against cross-site posts, and per-address limits.
 */
export async function sitePagesPlugin(app: FastifyInstance, options: TSitePagesPluginOptions): Promise<void> {
  const { feedback, siteFiles } = options;
  installErrorHandler(app);
  guardStateChanges(app, options.allowedOrigins);
  const { reportsPerHour, partnerRequestsPerHour } = options.limits;
  const reportLimit = createRateLimiter(options.redis, 'reports', reportsPerHour, WINDOW_SECONDS);
  const partnerLimit = createRateLimiter(
    options.redis,
    'partner-requests',
    partnerRequestsPerHour,
    WINDOW_SECONDS,
  );
  const forwarder = new ReportForwarder(feedback, { logger: app.log, ...options.forwarding });
  app.addHook('onReady', async () => forwarder.start());
  app.addHook('onClose', async () => forwarder.stop());

  defineRoute(app, siteEndpoints.site, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return readSiteInfo(siteFiles);
  });

  defineRoute(app, siteEndpoints.report, async ({ body, request, reply }) => {
    const wait = await consumeAllowance(reportLimit, clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(REPORT_LIMIT_MESSAGE, wait);
    const id = await feedback.addReport({ ...body, status: body.status ?? null });
    forwarder.kick();
    reply.status(201).header('cache-control', 'no-store');
    return { ok: true as const, id };
  });

  defineRoute(app, siteEndpoints.partnerSubmission, async ({ body, request, reply }) => {
    const wait = await consumeAllowance(partnerLimit, clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(PARTNER_LIMIT_MESSAGE, wait);
    const id = await feedback.addPartnerSubmission(body);
    reply.status(201).header('cache-control', 'no-store');
    return { ok: true as const, id };
  });
}
