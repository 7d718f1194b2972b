import { z } from 'zod';
import { endpoint } from '../declare-endpoint.ts';
import { ZPartnerSubmissionBody, ZReportBody } from './feedback.schemas.ts';

const ZStored = z.object({ ok: z.literal(true), id: z.number() });

/** What visitors send the operator: error reports and partnership requests. */
export const feedbackEndpoints = {
  /** An error report from the error page: stored, then forwarded to the operator's webhook. */
  report: endpoint({ method: 'POST', path: '/api/reports', body: ZReportBody, response: ZStored }),
  /** A partnership request from /partners/submit. */
  partnerSubmission: endpoint({
    method: 'POST',
    path: '/api/partners/submissions',
    body: ZPartnerSubmissionBody,
    response: ZStored,
  }),
};
