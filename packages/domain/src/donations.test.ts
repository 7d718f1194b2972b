import { describe, expect, it } from 'vitest';
import {
  COIN_DECIMALS,
  DEFAULT_BTC_PRICE_USD,
  DONATION_QUICK_AMOUNTS,
  coinsWithAddress,
  estimateCryptoAmount,
  initialCoin,
} from './donations.ts';

describe('donation estimates', () => {
  it('has the fixed quick amounts and bitcoin price', () => {
    expect(DONATION_QUICK_AMOUNTS).toEqual([1, 2, 3, 4, 5, 10, 15, 30, 50]);
    expect(DEFAULT_BTC_PRICE_USD).toBe(80500);
  });

  it('shows BTC with 5 decimals at the bitcoin price', () => {
    expect(estimateCryptoAmount(5, 80500, 'bitcoin')).toBe('0.00006');
    expect(estimateCryptoAmount(50, 80500, 'bitcoin')).toBe('0.00062');
    expect(estimateCryptoAmount(1, 80500, 'bitcoin')).toBe('0.00001');
  });

  it('shows LTC and XMR with 2 decimals', () => {
    expect(estimateCryptoAmount(15, 90, 'litecoin')).toBe('0.17');
    expect(estimateCryptoAmount(30, 160, 'monero')).toBe('0.19');
    expect(COIN_DECIMALS.litecoin).toBe(2);
    expect(COIN_DECIMALS.monero).toBe(2);
  });

  it('shows USDT as dollars and cents', () => {
    expect(estimateCryptoAmount(10, 1, 'usdt')).toBe('10.00');
  });

  it('gives no estimate for a missing or non-positive amount or price', () => {
    expect(estimateCryptoAmount(0, 80500, 'bitcoin')).toBeUndefined();
    expect(estimateCryptoAmount(-1, 80500, 'bitcoin')).toBeUndefined();
    expect(estimateCryptoAmount(Number.NaN, 80500, 'bitcoin')).toBeUndefined();
    expect(estimateCryptoAmount(5, 0, 'bitcoin')).toBeUndefined();
  });
});

describe('coin tabs', () => {
  it('offers only the coins that have an address, in tab order', () => {
    expect(coinsWithAddress({ usdt: 'T1', bitcoin: 'bc1', monero: ' ' })).toEqual(['bitcoin', 'usdt']);
  });

  it('opens on bitcoin, or on the first coin offered when bitcoin has no address', () => {
    expect(initialCoin(['bitcoin', 'litecoin'])).toBe('bitcoin');
    expect(initialCoin(['monero', 'usdt'])).toBe('monero');
    expect(initialCoin([])).toBeUndefined();
  });
});
