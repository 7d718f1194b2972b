import type { TDonateInfo } from '@marquee/contract/routes';
import {
  COIN_NAMES,
  COIN_SYMBOLS,
  CONFIRMATION_MINUTES,
  COPIED_TEXT,
  DONATION_QUICK_AMOUNTS,
  estimateCryptoAmount,
  initialCoin,
  type TCryptoCoin,
} from '@marquee/domain';
import { endpointUrl, donationsRoutes } from '@marquee/contract/routes';
import { clsx } from 'clsx';
import { Check, Copy } from '../../../lib/icons.tsx';
import { useState } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { ScrollingTabList } from '../../../lib/ui/scrolling-tab-list.tsx';
import { useCopied } from '../use-copied.ts';

const DEFAULT_AMOUNT = 5;

/** The crypto option: a tab per coin with an address (bitcoin first), quick amounts, estimate, address, QR. */
export function CryptoPanel({ coins }: { coins: TDonateInfo['coins'] }) {
  const [chosen, setChosen] = useState<TCryptoCoin | undefined>(() => initialCoin(coins.map((c) => c.coin)));
  const [amount, setAmount] = useState<number>(DEFAULT_AMOUNT);
  const entry = coins.find((c) => c.coin === chosen) ?? coins[0];
  if (!entry) return <p className="text-zinc-600 dark:text-zinc-400">Crypto donations are not set up yet.</p>;
  const estimate = estimateCryptoAmount(amount, entry.priceUsd, entry.coin);
  const symbol = COIN_SYMBOLS[entry.coin];
  return (
    <div>
      <ScrollingTabList
        label="Coin"
        selected={entry.coin}
        className="gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800"
        fadeClassName="rounded-lg from-zinc-100 dark:from-zinc-800"
      >
        {coins.map(({ coin }) => (
          <button
            key={coin}
            type="button"
            role="tab"
            id={`coin-tab-${coin}`}
            aria-selected={coin === entry.coin}
            aria-controls="coin-panel"
            onClick={() => setChosen(coin)}
            className={clsx(
              'flex-1 shrink-0 rounded-md px-2 py-2 text-sm font-semibold transition-colors sm:px-3',
              coin === entry.coin
                ? 'bg-white text-zinc-950 shadow-sm dark:bg-zinc-950 dark:text-white'
                : 'text-zinc-600 hover:text-zinc-950 dark:text-zinc-400 dark:hover:text-white',
            )}
          >
            {COIN_NAMES[coin]}
          </button>
        ))}
      </ScrollingTabList>
      <div
        id="coin-panel"
        role="tabpanel"
        aria-labelledby={`coin-tab-${entry.coin}`}
        className="mt-4 space-y-4"
      >
        <fieldset>
          <legend className="text-sm font-medium text-zinc-600 dark:text-zinc-400">Amount in dollars</legend>
          <div className="mt-2 grid grid-cols-5 gap-2 sm:grid-cols-9">
            {DONATION_QUICK_AMOUNTS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={value === amount}
                onClick={() => setAmount(value)}
                className={clsx(
                  'rounded-md border px-2 py-2 text-sm font-semibold tabular-nums',
                  value === amount
                    ? 'border-brand-500 bg-brand-500/10 text-brand-700 dark:text-brand-400'
                    : 'border-zinc-300 hover:border-zinc-500 dark:border-white/15',
                )}
              >
                ${value}
              </button>
            ))}
          </div>
        </fieldset>
        <p className="rounded-lg bg-zinc-100 p-3 dark:bg-zinc-800" data-testid="crypto-estimate">
          {formatUsd(amount)} is about{' '}
          <strong className="tabular-nums">
            {estimate} {symbol}
          </strong>
          <span className="block text-xs text-zinc-600 dark:text-zinc-400">
            at {formatUsd(entry.priceUsd)} per {symbol}
          </span>
        </p>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <img
            src={endpointUrl(donationsRoutes.donateQr, { params: { coin: entry.coin } })}
            width={176}
            height={176}
            alt={`QR code of the ${COIN_NAMES[entry.coin]} address`}
            className="h-44 w-44 shrink-0 rounded-lg bg-white"
          />
          <AddressBox
            address={entry.address}
            label={`${COIN_NAMES[entry.coin]} address`}
            network={entry.network}
          />
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Crypto confirmations take {CONFIRMATION_MINUTES.min} to {CONFIRMATION_MINUTES.max} minutes.
        </p>
      </div>
    </div>
  );
}

function AddressBox({ address, label, network }: { address: string; label: string; network: string | null }) {
  const { isCopied, isFailed, copy } = useCopied();
  return (
    <div className="w-full min-w-0 flex-1">
      <p className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
        {label}
        {network ? ` (${network} network)` : ''}
      </p>
      <p
        className="mt-1 break-all rounded-lg border border-zinc-300 p-3 font-mono text-sm dark:border-white/15"
        data-testid="crypto-address"
      >
        {address}
      </p>
      <button
        type="button"
        onClick={() => void copy(address)}
        className="mt-2 inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {isCopied ? (
          <Check className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Copy className="h-4 w-4" aria-hidden="true" />
        )}
        {isCopied ? COPIED_TEXT : 'Copy address'}
      </button>
      <span role="status" className="ml-2 text-sm">
        {isFailed ? 'Copying is blocked here: select the address and copy it by hand.' : ''}
      </span>
    </div>
  );
}
