import type { TDonationStats } from '@marquee/contract/routes';
import { formatMoney, formatShortDate, formatUsd } from '../../../lib/format.ts';

/** Totals and the latest donations the operator recorded, or a line saying there are none yet. */
export function DonationStats({ stats }: { stats: TDonationStats | undefined }) {
  if (!stats) {
    return <div className="h-32 animate-pulse rounded-xl bg-zinc-200 dark:bg-zinc-800" aria-busy="true" />;
  }
  if (stats.totalDonors === 0) {
    return (
      <p className="text-zinc-600 dark:text-zinc-400">No donations recorded yet. Yours could be the first!</p>
    );
  }
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-zinc-100 p-3 dark:bg-zinc-800">
          <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">Raised</dt>
          <dd className="text-xl font-extrabold tabular-nums" data-testid="donation-total">
            {formatUsd(stats.totalAmount)}
          </dd>
          {stats.otherTotals.length > 0 ? (
            <dd className="text-xs text-zinc-600 dark:text-zinc-400">
              and {stats.otherTotals.map((t) => formatMoney(t.amount, t.currency)).join(', ')}
            </dd>
          ) : null}
        </div>
        <div className="rounded-lg bg-zinc-100 p-3 dark:bg-zinc-800">
          <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">Donors</dt>
          <dd className="text-xl font-extrabold tabular-nums" data-testid="donation-donors">
            {stats.totalDonors}
          </dd>
        </div>
      </dl>
      <ul className="divide-y divide-zinc-200 dark:divide-white/10" aria-label="Recent donations">
        {stats.recentDonations.map((donation) => (
          <li key={donation.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
            <span className="font-semibold tabular-nums">
              {formatMoney(donation.amount, donation.currency)}
            </span>
            <span className="text-sm text-zinc-600 dark:text-zinc-400">{formatShortDate(donation.date)}</span>
            {donation.message ? <span className="w-full text-sm italic">“{donation.message}”</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
