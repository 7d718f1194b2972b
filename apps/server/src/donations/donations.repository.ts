import type { TDonationStats } from '@marquee/contract';
import { desc, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { donations } from '../db/schema.ts';

/** The currency the page's total is in; donations in others are summed apart, never converted. */
export const TOTAL_CURRENCY = 'USD';
/** How many of the latest donations the page lists. */
export const RECENT_DONATIONS = 10;

export interface TNewDonation {
  amount: number;
  currency: string;
  donor?: string | undefined;
  message?: string | undefined;
  donatedAt?: Date | undefined;
}

/** Stores one donation; its id. */
export async function recordDonation(db: TDb, donation: TNewDonation): Promise<number> {
  const [row] = await db
    .insert(donations)
    .values({
      amount: donation.amount,
      currency: donation.currency,
      donor: donation.donor ?? null,
      message: donation.message ?? null,
      ...(donation.donatedAt ? { donatedAt: donation.donatedAt } : {}),
    })
    .returning({ id: donations.id });
  return row!.id;
}

/**
 * Totals and the latest donations. Donors: donations under one name (any letter case) are one donor, each
 * unnamed donation another.
 */
export async function donationStats(db: TDb): Promise<TDonationStats> {
  const [totals, donors, recent] = await Promise.all([
    db
      .select({ currency: donations.currency, amount: sql<string>`sum(${donations.amount})` })
      .from(donations)
      .groupBy(donations.currency)
      .orderBy(donations.currency),
    db
      .select({
        count: sql<number>`(count(distinct lower(${donations.donor})) + count(*) filter (where ${donations.donor} is null))::int`,
      })
      .from(donations),
    db
      .select()
      .from(donations)
      .orderBy(desc(donations.donatedAt), desc(donations.id))
      .limit(RECENT_DONATIONS),
  ]);
  const amountOf = (value: string) => Number(value);
  return {
    totalAmount: amountOf(totals.find((t) => t.currency === TOTAL_CURRENCY)?.amount ?? '0'),
    otherTotals: totals
      .filter((t) => t.currency !== TOTAL_CURRENCY)
      .map((t) => ({ currency: t.currency, amount: amountOf(t.amount) })),
    totalDonors: donors[0]?.count ?? 0,
    recentDonations: recent.map((row) => ({
      id: row.id,
      amount: Number(row.amount),
      currency: row.currency,
      date: row.donatedAt.toISOString(),
      message: row.message,
    })),
  };
}
