import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

// The page shows what the operator's site/donate.json says; the shipped file is what this server reads.
const donateFile = JSON.parse(fs.readFileSync(path.resolve('site/donate.json'), 'utf8')) as {
  card: { url: string };
  coins: Record<'bitcoin' | 'litecoin' | 'monero' | 'usdt', { address: string }>;
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const estimate = (page: Page) => page.getByTestId('crypto-estimate');
const qrCode = (page: Page) => page.getByRole('img', { name: /^QR code of the/ });

test('opens on the bitcoin tab with its address, QR code and a $5 estimate at 80500', async ({ page }) => {
  await page.goto('/donate');
  await expect(tab(page, 'Bitcoin')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveText(['Bitcoin', 'Litecoin', 'Monero', 'USDT']);
  await expect(page.getByTestId('crypto-address')).toHaveText(donateFile.coins.bitcoin.address);
  await expect(estimate(page)).toContainText('0.00006 BTC');
  await expect(estimate(page)).toContainText('$80,500.00 per BTC');
  await expect(page.getByText('Crypto confirmations take 30 to 60 minutes.')).toBeVisible();
  await expect(qrCode(page)).toBeVisible();
  await expect
    .poll(() => qrCode(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('quick amounts change the estimate, with 5 decimals for BTC and 2 for LTC and XMR', async ({ page }) => {
  await page.goto('/donate');
  const amounts = page.getByRole('group', { name: 'Amount in dollars' }).getByRole('button');
  await expect(amounts).toHaveText(['$1', '$2', '$3', '$4', '$5', '$10', '$15', '$30', '$50']);
  await page.getByRole('button', { name: '$50', exact: true }).click();
  await expect(page.getByRole('button', { name: '$50', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(estimate(page)).toContainText('$50.00 is about 0.00062 BTC');

  await tab(page, 'Litecoin').click();
  await expect(tab(page, 'Litecoin')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Bitcoin')).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByTestId('crypto-address')).toHaveText(donateFile.coins.litecoin.address);
  await expect(qrCode(page)).toHaveAttribute('src', '/api/donate/qr/litecoin');
  // $50 at 90 dollars a litecoin.
  await expect(estimate(page)).toContainText('0.56 LTC');

  await tab(page, 'Monero').click();
  await page.getByRole('button', { name: '$15', exact: true }).click();
  // $15 at 160 dollars a monero.
  await expect(estimate(page)).toContainText('0.09 XMR');

  await tab(page, 'USDT').click();
  await expect(estimate(page)).toContainText('15.00 USDT');
  await expect(page.getByText('USDT address (TRC-20 network)')).toBeVisible();
});

test("copying an address shows 'Copied!' for 2 seconds", async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') });
  await page.goto('/donate');
  const copy = page.getByRole('button', { name: /^(Copy address|Copied!)$/ });
  await expect(copy).toHaveText('Copy address');
  // From here the page's time moves only when the test says so.
  await page.clock.pauseAt(new Date('2026-01-01T00:10:00Z'));
  await copy.click();
  await expect(copy).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(donateFile.coins.bitcoin.address);
  await page.clock.runFor(1_900);
  await expect(copy).toHaveText('Copied!');
  await page.clock.runFor(200);
  await expect(copy).toHaveText('Copy address');
});

test("the card option links to the operator's payment page in a new tab", async ({ page }) => {
  await page.goto('/donate');
  const card = page.getByRole('link', { name: 'Donate by card' });
  await expect(card).toHaveAttribute('href', donateFile.card.url);
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', /noopener/);
});

test('says there are no donations yet on a fresh site', async ({ page }) => {
  await page.goto('/donate');
  await expect(page.getByText('No donations recorded yet. Yours could be the first!')).toBeVisible();
});

test('shows the totals and the latest donations the operator recorded', async ({ page }) => {
  // The recording itself (npm run donation:record) is tested against the database; here, its display.
  await page.route('**/api/donations/stats', (route) =>
    route.fulfill({
      json: {
        totalAmount: 17.5,
        otherTotals: [{ currency: 'BTC', amount: 0.001 }],
        totalDonors: 3,
        recentDonations: [
          { id: 2, amount: 12.5, currency: 'USD', date: '2026-01-04T12:00:00.000Z', message: null },
          { id: 1, amount: 5, currency: 'USD', date: '2026-01-02T12:00:00.000Z', message: 'Thanks!' },
        ],
      },
    }),
  );
  await page.goto('/donate');
  await expect(page.getByTestId('donation-total')).toHaveText('$17.50');
  await expect(page.getByText('and 0.001 BTC')).toBeVisible();
  await expect(page.getByTestId('donation-donors')).toHaveText('3');
  const recent = page.getByRole('list', { name: 'Recent donations' }).getByRole('listitem');
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(1)).toContainText('$5.00');
  await expect(recent.nth(1)).toContainText('“Thanks!”');
});
