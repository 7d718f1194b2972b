import { DocumentTitle } from '../../../lib/document-head.tsx';
import { useQuery } from '@tanstack/react-query';
import { CreditCard, ExternalLink } from '../../../lib/icons.tsx';
import { CryptoPanel } from '../components/crypto-panel.tsx';
import { DonationStats } from '../components/donation-stats.tsx';
import { donateInfoQuery, donationStatsQuery } from '../queries.ts';

const PANEL = 'rounded-xl border border-zinc-200 bg-white p-4 sm:p-5 dark:border-white/10 dark:bg-zinc-900';

/** /donate: the card option, crypto tabs with estimates and QR codes, and donation stats. */
export default function DonatePage() {
  const info = useQuery(donateInfoQuery());
  const stats = useQuery(donationStatsQuery());
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <DocumentTitle>Donate · Marquee</DocumentTitle>
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight">Support Marquee</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">
          Marquee is free. Donations keep the servers running and the ads few.
        </p>
      </header>
      {info.isError ? (
        <p role="alert" className={PANEL}>
          The donation options could not be loaded. Please try again later.
        </p>
      ) : !info.data ? (
        <div className="h-[34rem] animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" aria-busy="true" />
      ) : (
        <>
          {info.data.card ? (
            <section aria-labelledby="donate-card" className={PANEL}>
              <h2 id="donate-card" className="flex items-center gap-2 text-lg font-bold">
                <CreditCard className="h-5 w-5" aria-hidden="true" /> Card
              </h2>
              <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
                Pay with a debit or credit card on our payment provider&apos;s page.
              </p>
              <a
                href={info.data.card.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {info.data.card.label} <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </a>
            </section>
          ) : null}
          <section aria-labelledby="donate-crypto" className={PANEL}>
            <h2 id="donate-crypto" className="mb-3 text-lg font-bold">
              Crypto
            </h2>
            <CryptoPanel coins={info.data.coins} />
          </section>
        </>
      )}
      <section aria-labelledby="donate-stats" className={PANEL}>
        <h2 id="donate-stats" className="mb-3 text-lg font-bold">
          Donations so far
        </h2>
        {stats.isError ? (
          <p className="text-zinc-600 dark:text-zinc-400">The donation totals could not be loaded.</p>
        ) : (
          <DonationStats stats={stats.data} />
        )}
      </section>
    </section>
  );
}
