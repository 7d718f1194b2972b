import { expect, test } from '@playwright/test';
import { HISTORY, NOW, seedStorage } from './up-next-data.ts';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  await seedStorage(page, { history: HISTORY });
});

test('Up Next on the home page: the next episode of each followed series, a caught-up series back with its new episode', async ({
  page,
}) => {
  await page.goto('/');
  const row = page.getByTestId('up-next');
  await expect(row.getByRole('heading', { level: 2 })).toHaveText('Up Next');
  const cards = row.getByTestId('up-next-card');
  // Most recent activity first: Shōgun (watched in 2026) before The Last of Us (caught up in 2025).
  await expect(cards.getByRole('heading')).toHaveText(['Shōgun', 'The Last of Us']);
  await expect(cards.nth(0)).toContainText('S1 E2');
  await expect(cards.nth(0)).not.toContainText('New episode');
  await expect(cards.nth(1)).toContainText('S3 E1');
  await expect(cards.nth(1)).toContainText('New episode');
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute(
    'href',
    /\/series\/100088-the-last-of-us\/3\/1$/,
  );
});

test('a series removed from Up Next on /history stays removed after a reload', async ({ page }) => {
  await page.goto('/history');
  const row = page.getByTestId('up-next');
  await expect(row.getByTestId('up-next-card')).toHaveCount(2);
  await row.getByRole('button', { name: 'Remove Shōgun from Up Next' }).click();
  await expect(row.getByTestId('up-next-card').getByRole('heading')).toHaveText(['The Last of Us']);
  await page.reload();
  await expect(page.getByTestId('up-next').getByTestId('up-next-card').getByRole('heading')).toHaveText([
    'The Last of Us',
  ]);
});
