import type { TCryptoCoin } from '@marquee/domain';
import { route } from '../endpoint.ts';
import type { ZDonateQrParams } from './donations.schemas.ts';

/** The donate page's settings, from the operator's site/donate.json. */
export interface TDonateInfo {
  /** The card option: the operator's payment link; null hides it. */
  card: { url: string; label: string } | null;
  /** The coins that have an address, in tab order, each with the price its estimate uses. */
  coins: { coin: TCryptoCoin; address: string; network: string | null; priceUsd: number }[];
}

/** Donation stats: totals and the latest donations the operator recorded. */
export interface TDonationStats {
  /** The sum of the donations in US dollars. */
  totalAmount: number;
  /** Sums of donations in other currencies (e.g. BTC), which are not converted. */
  otherTotals: { currency: string; amount: number }[];
  totalDonors: number;
  recentDonations: { id: number; amount: number; currency: string; date: string; message: string | null }[];
}

/** The donate page: its settings, QR codes and donation stats. */
export const donationsRoutes = {
  donateInfo: route('GET', '/api/donate').returns<TDonateInfo>(),
  /** An SVG QR code of the coin's address. */
  donateQr: route<typeof ZDonateQrParams>('GET', '/api/donate/qr/:coin').returns<string>(),
  donationStats: route('GET', '/api/donations/stats').returns<TDonationStats>(),
};
