import { CRYPTO_COINS } from '@marquee/domain';
import { z } from 'zod';

export const ZDonateQrParams = z.strictObject({
  coin: z.enum(CRYPTO_COINS, { error: `must be one of ${CRYPTO_COINS.join(', ')}` }),
});

/** The donate page's settings, from the operator's site/donate.json. */
export const ZDonateInfo = z.object({
  /** The card option: the operator's payment link; null hides it. */
  card: z.object({ url: z.string(), label: z.string() }).nullable(),
  /** The coins that have an address, in tab order, each with the price its estimate uses. */
  coins: z.array(
    z.object({
      coin: z.enum(CRYPTO_COINS),
      address: z.string(),
      network: z.string().nullable(),
      priceUsd: z.number(),
    }),
  ),
});
export type TDonateInfo = z.output<typeof ZDonateInfo>;

/** Donation stats: totals and the latest donations the operator recorded. */
export const ZDonationStats = z.object({
  /** The sum of the donations in US dollars. */
  totalAmount: z.number(),
  /** Sums of donations in other currencies (e.g. BTC), which are not converted. */
  otherTotals: z.array(z.object({ currency: z.string(), amount: z.number() })),
  totalDonors: z.number(),
  recentDonations: z.array(
    z.object({
      id: z.number(),
      amount: z.number(),
      currency: z.string(),
      date: z.string(),
      message: z.string().nullable(),
    }),
  ),
});
export type TDonationStats = z.output<typeof ZDonationStats>;
