import { withSchemas } from '../endpoint.ts';
import { servicesRoutes } from './services.routes.ts';
import { ZDonateQrParams, ZRecordPlayBody, ZRecordWatchBody } from './services.schemas.ts';

/** The site-service routes with their schema values, as the server validates them. */
export const servicesEndpoints = {
  donateInfo: servicesRoutes.donateInfo,
  donateQr: withSchemas(servicesRoutes.donateQr, { params: ZDonateQrParams }),
  donationStats: servicesRoutes.donationStats,
  siteStats: servicesRoutes.siteStats,
  recordPlay: withSchemas(servicesRoutes.recordPlay, { body: ZRecordPlayBody }),
  recordWatch: withSchemas(servicesRoutes.recordWatch, { body: ZRecordWatchBody }),
};
