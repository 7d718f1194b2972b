import { endpoint, rawAnswer } from '../declare-endpoint.ts';
import { ZDonateInfo, ZDonateQrParams, ZDonationStats } from './donations.schemas.ts';

/** The donate page: its settings, QR codes and donation stats. */
export const donationsEndpoints = {
  donateInfo: endpoint({ method: 'GET', path: '/api/donate', response: ZDonateInfo }),
  /** An SVG QR code of the coin's address. */
  donateQr: endpoint({
    method: 'GET',
    path: '/api/donate/qr/:coin',
    params: ZDonateQrParams,
    response: rawAnswer<string>(['image/svg+xml']),
  }),
  donationStats: endpoint({ method: 'GET', path: '/api/donations/stats', response: ZDonationStats }),
};
