import { withSchemas } from '../endpoint.ts';
import { donationsRoutes } from './donations.routes.ts';
import { ZDonateQrParams } from './donations.schemas.ts';

/** The donate page's routes with their schema values, as the server validates them. */
export const donationsEndpoints = {
  donateInfo: donationsRoutes.donateInfo,
  donateQr: withSchemas(donationsRoutes.donateQr, { params: ZDonateQrParams }),
  donationStats: donationsRoutes.donationStats,
};
