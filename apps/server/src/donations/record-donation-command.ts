// npm run donation:record -- --amount 5 [--currency USD] [--donor NAME] [--message TEXT] [--date YYYY-MM-DD]
// Records a donation the operator received, for the donate page's stats.
import { parseArgs } from 'node:util';
import { isIsoDate } from '@marquee/domain';
import { z } from 'zod';
import type { TDatabase } from '../db/client.ts';
import { recordDonation, type TNewDonation } from './donations.repository.ts';

export const USAGE =
  'Usage: npm run donation:record -- --amount 5 [--currency USD] [--donor NAME] [--message TEXT] [--date YYYY-MM-DD]';

const CONTROL_CHARACTER = /\p{Cc}/u;
const plainText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `--${name} must not be empty`)
    .max(max, `--${name} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTER.test(value), `--${name} must not contain control characters`);

const ZArgs = z.strictObject({
  amount: z
    .string({ error: '--amount is required' })
    .regex(/^\d{1,9}(\.\d{1,8})?$/, '--amount must be a positive number, e.g. 5 or 0.0012')
    .transform(Number)
    .refine((value) => value > 0, '--amount must be more than 0'),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3,5}$/, '--currency must be a currency code of 3 to 5 letters, e.g. USD or BTC')
    .transform((value) => value.toUpperCase())
    .default('USD'),
  donor: plainText('donor', 100).optional(),
  message: plainText('message', 500).optional(),
  date: z
    .string()
    .refine(isIsoDate, '--date must be a date written YYYY-MM-DD')
    .transform((value) => new Date(`${value}T12:00:00Z`))
    .refine(
      (value) => value.getTime() <= Date.now() + 24 * 60 * 60 * 1000,
      '--date must not be in the future',
    )
    .optional(),
});

/** The donation the arguments describe, or the reason they do not describe one. */
export function parseDonationArgs(args: string[]): { donation: TNewDonation } | { error: string } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        amount: { type: 'string' },
        currency: { type: 'string' },
        donor: { type: 'string' },
        message: { type: 'string' },
        date: { type: 'string' },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  const parsed = ZArgs.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues.map((issue) => issue.message).join('\n') };
  const { amount, currency, donor, message, date } = parsed.data;
  return { donation: { amount, currency, donor, message, donatedAt: date } };
}

export interface TCommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs the command: validates the arguments, then stores the donation; the exit code. */
export async function recordDonationCommand(
  args: string[],
  openDb: () => Promise<TDatabase>,
  io: TCommandIo,
): Promise<number> {
  if (args.includes('--help')) {
    io.out(USAGE);
    return 0;
  }
  const parsed = parseDonationArgs(args);
  if ('error' in parsed) {
    io.err(`${parsed.error}\n${USAGE}`);
    return 2;
  }
  const database = await openDb();
  try {
    const id = await recordDonation(database.db, parsed.donation);
    const { amount, currency, donor } = parsed.donation;
    io.out(`Recorded donation #${id}: ${amount} ${currency}${donor ? ` from ${donor}` : ''}`);
    return 0;
  } finally {
    await database.close();
  }
}
