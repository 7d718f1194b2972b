import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDonationArgs, recordDonationCommand } from './record-donation-command.ts';
import { startTestServer, testDatabases, type TTestServer } from '../../test/helper.ts';

const SHIPPED = JSON.parse(
  await fs.readFile(path.resolve(import.meta.dirname, '../../../../site/donate.json'), 'utf8'),
);

/** Reads the QR code in an SVG the way a phone's camera would: as pixels. */
async function decodeQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe.each(testDatabases())('donations on $name', (database) => {
  let server: TTestServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-site-'));
    server = await startTestServer(database, { SITE_DIR: siteDir }, { seed: false });
  });
  afterAll(async () => {
    await server?.stop();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const io = () => {
    const lines = { out: [] as string[], err: [] as string[] };
    return { lines, io: { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) } };
  };
  const openDb = async () => ({ ...server.database, close: async () => {} });

  it('gives the shipped card link and the four coins, bitcoin first at 80500 dollars', async () => {
    const res = await get('/api/donate');
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info.card).toEqual({ url: SHIPPED.card.url, label: 'Donate by card' });
    expect(info.coins.map((c: { coin: string }) => c.coin)).toEqual([
      'bitcoin',
      'litecoin',
      'monero',
      'usdt',
    ]);
    expect(info.coins[0]).toMatchObject({ address: SHIPPED.coins.bitcoin.address, priceUsd: 80500 });
    expect(info.coins[3]).toMatchObject({ network: 'TRC-20', priceUsd: 1 });
  });

  it('draws a QR code that reads back as the address', async () => {
    for (const coin of ['bitcoin', 'monero'] as const) {
      const res = await get(`/api/donate/qr/${coin}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(await decodeQr(res.body)).toBe(SHIPPED.coins[coin].address);
    }
  });

  it("follows the operator's file: a coin without an address has no tab and no QR code", async () => {
    await fs.writeFile(
      path.join(siteDir, 'donate.json'),
      JSON.stringify({
        card: null,
        coins: {
          bitcoin: { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', priceUsd: 90000 },
          litecoin: { address: '' },
          monero: { address: '' },
          usdt: { address: 'TEqSvAdXxvRPrC8YFZNdevNxPckjaN4AfP' },
        },
      }),
    );
    // The site files look again after a second.
    await expect
      .poll(async () => (await get('/api/donate')).json().coins.length, { timeout: 5000, interval: 200 })
      .toBe(2);
    const info = (await get('/api/donate')).json();
    expect(info.card).toBeNull();
    expect(info.coins[0]).toMatchObject({ coin: 'bitcoin', priceUsd: 90000 });
    const missing = await get('/api/donate/qr/litecoin');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No litecoin address is set' });
    expect(await decodeQr((await get('/api/donate/qr/bitcoin')).body)).toBe(
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
    await fs.rm(path.join(siteDir, 'donate.json'));
  });

  it('answers an unknown coin with a 400', async () => {
    const res = await get('/api/donate/qr/dogecoin');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/bitcoin, litecoin, monero, usdt/);
  });

  it('says there are no donations before any is recorded', async () => {
    const res = await get('/api/donations/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalAmount: 0, otherTotals: [], totalDonors: 0, recentDonations: [] });
  });

  it('counts donations recorded by the operator command', async () => {
    const run = async (args: string[]) => {
      const { lines, io: out } = io();
      const code = await recordDonationCommand(args, openDb, out);
      return { code, lines };
    };
    const first = await run([
      '--amount',
      '5',
      '--donor',
      'Ana',
      '--message',
      'Thanks!',
      '--date',
      '2026-01-02',
    ]);
    expect(first.code).toBe(0);
    expect(first.lines.out[0]).toMatch(/^Recorded donation #\d+: 5 USD from Ana$/);
    expect((await run(['--amount', '2.50', '--donor', 'ana', '--date', '2026-01-03'])).code).toBe(0);
    expect((await run(['--amount', '10', '--date', '2026-01-04'])).code).toBe(0);
    expect((await run(['--amount', '0.001', '--currency', 'btc', '--date', '2026-01-05'])).code).toBe(0);

    const stats = (await get('/api/donations/stats')).json();
    expect(stats.totalAmount).toBe(17.5);
    expect(stats.otherTotals).toEqual([{ currency: 'BTC', amount: 0.001 }]);
    // Ana twice (any letter case) is one donor; each unnamed donation is one more.
    expect(stats.totalDonors).toBe(3);
    expect(stats.recentDonations.map((d: { amount: number }) => d.amount)).toEqual([0.001, 10, 2.5, 5]);
    expect(stats.recentDonations[3]).toMatchObject({
      currency: 'USD',
      message: 'Thanks!',
      date: '2026-01-02T12:00:00.000Z',
    });
  });

  it('refuses bad arguments with a clear message and stores nothing', async () => {
    const cases: [string[], RegExp][] = [
      [[], /--amount is required/],
      [['--amount=-3'], /--amount must be a positive number/],
      [['--amount', '0'], /--amount must be more than 0/],
      [['--amount', 'five'], /--amount must be a positive number/],
      [['--amount', '5', '--currency', 'dollars!'], /--currency must be a currency code/],
      [['--amount', '5', '--date', '2026-02-30'], /--date must be a date/],
      [['--amount', '5', '--message', 'a\u0007b'], /--message must not contain control characters/],
      [['--amount', '5', '--colour', 'red'], /Unknown option '--colour'/],
    ];
    const before = (await get('/api/donations/stats')).json().recentDonations.length;
    for (const [args, message] of cases) {
      const { lines, io: out } = io();
      expect(await recordDonationCommand(args, openDb, out), args.join(' ')).toBe(2);
      expect(lines.err.join('\n')).toMatch(message);
      expect(lines.err.join('\n')).toMatch(/Usage: npm run donation:record/);
    }
    expect((await get('/api/donations/stats')).json().recentDonations.length).toBe(before);
  });

  it('reads currency in any case and defaults it to USD', () => {
    expect(parseDonationArgs(['--amount', '3'])).toMatchObject({ donation: { amount: 3, currency: 'USD' } });
    expect(parseDonationArgs(['--amount', '3', '--currency', 'eur'])).toMatchObject({
      donation: { currency: 'EUR' },
    });
  });
});
