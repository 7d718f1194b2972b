import { withSchemas } from '../endpoint.ts';
import { siteRoutes } from './site.routes.ts';
import { ZPartnerSubmissionBody, ZReportBody } from './site.schemas.ts';

/** The site routes with their schema values, as the server validates them. */
export const siteEndpoints = {
  site: siteRoutes.site,
  report: withSchemas(siteRoutes.report, { body: ZReportBody }),
  partnerSubmission: withSchemas(siteRoutes.partnerSubmission, { body: ZPartnerSubmissionBody }),
};
