import { expect, test } from '@playwright/test';
import { HISTORY, NOW, SHOGUN, seedStorage } from './up-next-data.ts';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  // Only Shōgun has been watched: The Last of Us is not followed yet.
  await seedStorage(page, { history: { [SHOGUN]: HISTORY[SHOGUN] } });
});

test('following a series from its page puts it in the calendar; unfollowing takes it out, after a reload too', async ({
  page,
}) => {
  await page.goto('/series/100088-the-last-of-us');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/calendar');
  const lastOfUs = page.getByTestId('calendar-entry').filter({ hasText: 'The Last of Us' });
  await expect(lastOfUs.filter({ hasText: 'S3 E3' })).toHaveCount(1);

  await page.goto('/series/100088-the-last-of-us');
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  // Shōgun (watched) is still followed: the calendar asks for its schedule alone.
  const scheduled = page.waitForResponse((response) => response.url().includes('/api/schedule?'));
  await page.goto('/calendar');
  expect((await scheduled).url()).not.toContain('100088');
  await expect(page.getByTestId('calendar-range')).toBeVisible();
  await expect(lastOfUs).toHaveCount(0);
});

test('unfollowing a watched series takes it off Up Next; following it again brings it back', async ({
  page,
}) => {
  await page.goto('/history');
  const cards = page.getByTestId('up-next').getByTestId('up-next-card');
  await expect(cards.getByRole('heading')).toHaveText(['Shōgun']);

  await page.goto('/series/126308-sh-gun');
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.goto('/history');
  await expect(page.getByTestId('up-next')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('up-next')).toHaveCount(0);

  await page.goto('/series/126308-sh-gun');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.goto('/history');
  await expect(cards.getByRole('heading')).toHaveText(['Shōgun']);
});
