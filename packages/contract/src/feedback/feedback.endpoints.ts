import { withSchemas } from '../endpoint.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { ZPartnerSubmissionBody, ZReportBody } from './feedback.schemas.ts';

/** The feedback routes with their schema values, as the server validates them. */
export const feedbackEndpoints = {
  report: withSchemas(feedbackRoutes.report, { body: ZReportBody }),
  partnerSubmission: withSchemas(feedbackRoutes.partnerSubmission, { body: ZPartnerSubmissionBody }),
};
