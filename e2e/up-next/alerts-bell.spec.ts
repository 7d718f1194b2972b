import { expect, test } from '@playwright/test';
import { HISTORY, NOW, seedStorage } from './up-next-data.ts';

test('the bell counts what followed series aired lately; a dismissed title stays dismissed after a reload', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  await seedStorage(page, { history: HISTORY });
  const scheduled = page.waitForResponse((response) => response.url().includes('/api/schedule?'));
  await page.goto('/history');
  await scheduled;
  // The Last of Us: S3 E1 and E2 in the last 30 days; Shōgun: S2 E6 to E10.
  const bell = page.getByRole('button', { name: 'Alerts, 7 new' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('alerts-count')).toHaveText('7');
  await bell.click();
  const alerts = page.getByRole('region', { name: 'Alerts' }).getByTestId('alert');
  await expect(alerts).toHaveCount(7);
  await expect(alerts.first()).toContainText('Shōgun');
  await expect(alerts.first()).toContainText('S2 E10');
  await page.getByRole('button', { name: 'Dismiss The Last of Us' }).first().click();
  await expect(alerts).toHaveCount(5);
  await expect(page.getByTestId('alerts-count')).toHaveText('5');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Alerts, 5 new' })).toBeVisible();
  await page.getByRole('button', { name: 'Alerts, 5 new' }).click();
  await page.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  await expect(page.getByTestId('alerts-count')).toHaveCount(0);
});
