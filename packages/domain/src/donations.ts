// The donate page's rules and constants.

/** The coins a donation can be sent in, in the order of their tabs; bitcoin is the default tab. */
export const CRYPTO_COINS = ['bitcoin', 'litecoin', 'monero', 'usdt'] as const;
export type TCryptoCoin = (typeof CRYPTO_COINS)[number];
export const DEFAULT_CRYPTO_COIN: TCryptoCoin = 'bitcoin';

/** Quick amounts in dollars. */
export const DONATION_QUICK_AMOUNTS = [1, 2, 3, 4, 5, 10, 15, 30, 50] as const;
/** The bitcoin price the estimate uses unless the operator sets another (80500 USD). */
export const DEFAULT_BTC_PRICE_USD = 80_500;
/** How long 'Copied!' shows after an address is copied (2 s). */
export const COPIED_FEEDBACK_MS = 2_000;
export const COPIED_TEXT = 'Copied!';
/** Crypto confirmations take 30 to 60 minutes. */
export const CONFIRMATION_MINUTES = { min: 30, max: 60 } as const;

/** Decimals of each coin's estimate: BTC 5, LTC and XMR 2; USDT is a dollar, so cents. */
export const COIN_DECIMALS: Record<TCryptoCoin, number> = { bitcoin: 5, litecoin: 2, monero: 2, usdt: 2 };
export const COIN_SYMBOLS: Record<TCryptoCoin, string> = {
  bitcoin: 'BTC',
  litecoin: 'LTC',
  monero: 'XMR',
  usdt: 'USDT',
};
export const COIN_NAMES: Record<TCryptoCoin, string> = {
  bitcoin: 'Bitcoin',
  litecoin: 'Litecoin',
  monero: 'Monero',
  usdt: 'USDT',
};

/** Whether `value` is one of the coins. */
export function isCryptoCoin(value: string): value is TCryptoCoin {
  return (CRYPTO_COINS as readonly string[]).includes(value);
}

/**
 * How much of `coin` a gift of `usd` dollars is at `priceUsd` dollars a coin, written with the coin's
 * decimals (e.g. $5 at 80500 → '0.00006' BTC). Undefined when the amount or price is not a positive number.
 */
export function estimateCryptoAmount(usd: number, priceUsd: number, coin: TCryptoCoin): string | undefined {
  if (!Number.isFinite(usd) || !Number.isFinite(priceUsd) || usd <= 0 || priceUsd <= 0) return undefined;
  return (usd / priceUsd).toFixed(COIN_DECIMALS[coin]);
}

/** The coins that have an address, in tab order: a coin without one gets no tab. */
export function coinsWithAddress(addresses: Partial<Record<TCryptoCoin, string>>): TCryptoCoin[] {
  return CRYPTO_COINS.filter((coin) => (addresses[coin] ?? '').trim() !== '');
}

/** The tab shown first: bitcoin when it has an address, else the first coin that has one. */
export function initialCoin(available: readonly TCryptoCoin[]): TCryptoCoin | undefined {
  return available.includes(DEFAULT_CRYPTO_COIN) ? DEFAULT_CRYPTO_COIN : available[0];
}
