import type { TDonateInfo } from '@marquee/contract';
import { CRYPTO_COINS, DEFAULT_BTC_PRICE_USD, type TCryptoCoin } from '@marquee/domain';
import { z } from 'zod';
import type { SiteFiles } from '../shared/site-files.ts';

export const DONATE_FILE = 'donate.json';

const ZAddress = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9]*$/, 'must be letters and digits only');

const ZCoin = z.strictObject({
  address: ZAddress.default(''),
  /** Which network the address is on, when the coin lives on several (USDT: 'TRC-20', 'ERC-20'...). */
  network: z.string().trim().max(40).optional(),
  priceUsd: z.number().positive().max(1e9).optional(),
});

/** site/donate.json: the card link and the coins' addresses and prices, all the operator's to change. */
export const ZDonateFile = z.strictObject({
  card: z
    .strictObject({
      url: z.url({ protocol: /^https$/, error: 'must be an https address' }),
      label: z.string().trim().min(1).max(60).default('Donate by card'),
    })
    .nullable()
    .default(null),
  coins: z.strictObject({
    bitcoin: ZCoin.extend({ priceUsd: z.number().positive().max(1e9).default(DEFAULT_BTC_PRICE_USD) }),
    litecoin: ZCoin,
    monero: ZCoin,
    usdt: ZCoin.extend({ priceUsd: z.number().positive().max(1e9).default(1) }),
  }),
});
export type TDonateFile = z.output<typeof ZDonateFile>;

/** The donate page's settings: the card link and each coin that has an address and a price. */
export async function readDonateInfo(siteFiles: SiteFiles): Promise<TDonateInfo> {
  const file = await siteFiles.read(DONATE_FILE, ZDonateFile);
  const coins = CRYPTO_COINS.flatMap((coin) => {
    const entry = file.coins[coin];
    if (!entry.address || entry.priceUsd === undefined) return [];
    return [{ coin, address: entry.address, network: entry.network ?? null, priceUsd: entry.priceUsd }];
  });
  return { card: file.card, coins };
}

/** The address of one coin, or undefined when the operator gave it none. */
export async function coinAddress(siteFiles: SiteFiles, coin: TCryptoCoin): Promise<string | undefined> {
  const info = await readDonateInfo(siteFiles);
  return info.coins.find((entry) => entry.coin === coin)?.address;
}
