import { feedbackEndpoints } from '@marquee/contract';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { guardStateChanges } from '../http/request-guard.ts';
import { clientAddress } from '../http/client-address.ts';
import { defineRoute } from '../http/define-route.ts';
import { installErrorHandler } from '../http/error-handler.ts';
import { TooManyRequestsError } from '../shared/errors.ts';
import { consumeAllowance, createRateLimiter } from '../http/rate-limiter.ts';
import { ReportForwarder, type TForwarderOptions } from './report-forwarder.ts';
import type { FeedbackRepository } from './feedback.repository.ts';

const WINDOW_SECONDS = 60 * 60;

export const REPORT_LIMIT_MESSAGE = 'Too many reports were sent from your address. Please try again later.';
export const PARTNER_LIMIT_MESSAGE =
  'Too many partnership requests were sent from your address. Please try again later.';

export interface TFeedbackPluginOptions {
  feedback: FeedbackRepository;
  redis: Redis | undefined;
  allowedOrigins: readonly string[];
  forwarding: TForwarderOptions;
  /** REPORTS_PER_HOUR and PARTNER_REQUESTS_PER_HOUR: what one client address may send an hour. */
  limits: { reportsPerHour: number; partnerRequestsPerHour: number };
}

/**
 * What visitors send the operator: error reports (stored, then forwarded to the operator's webhook) and
 * partnership requests, in a scope of their own: `{ error }` answers, the guard against cross-site posts, and
 * per-address limits.
 */
export async function feedbackPlugin(app: FastifyInstance, options: TFeedbackPluginOptions): Promise<void> {
  const { feedback } = options;
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

  defineRoute(app, feedbackEndpoints.report, async ({ body, request, reply }) => {
    const wait = await consumeAllowance(reportLimit, clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(REPORT_LIMIT_MESSAGE, wait);
    const id = await feedback.addReport({ ...body, status: body.status ?? null });
    forwarder.kick();
    reply.status(201).header('cache-control', 'no-store');
    return { ok: true as const, id };
  });

  defineRoute(app, feedbackEndpoints.partnerSubmission, async ({ body, request, reply }) => {
    const wait = await consumeAllowance(partnerLimit, clientAddress(request));
    if (wait > 0) throw new TooManyRequestsError(PARTNER_LIMIT_MESSAGE, wait);
    const id = await feedback.addPartnerSubmission(body);
    reply.status(201).header('cache-control', 'no-store');
    return { ok: true as const, id };
  });
}
