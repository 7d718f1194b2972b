import type { z } from 'zod';
import { route } from '../endpoint.ts';
import type { ZPartnerSubmissionBody, ZReportBody } from './feedback.schemas.ts';

/** What visitors send the operator: error reports and partnership requests. */
export const feedbackRoutes = {
  /** An error report from the error page: stored, then forwarded to the operator's webhook. */
  report: route<z.ZodNever, z.ZodNever, typeof ZReportBody>('POST', '/api/reports').returns<{
    ok: true;
    id: number;
  }>(),
  /** A partnership request from /partners/submit. */
  partnerSubmission: route<z.ZodNever, z.ZodNever, typeof ZPartnerSubmissionBody>(
    'POST',
    '/api/partners/submissions',
  ).returns<{ ok: true; id: number }>(),
};
