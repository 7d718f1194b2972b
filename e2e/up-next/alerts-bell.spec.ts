import { expect, test } from '@playwright/test';
import { HISTORY, NOW, seedStorage } from './up-next-data.ts';

test('the bell counts what aired since the last look; dismissed titles and the look survive a reload', async ({
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
  const panel = page.getByRole('region', { name: 'Alerts' });
  const alerts = panel.getByTestId('alert');
  await expect(alerts).toHaveCount(7);
  await expect(panel.getByTestId('alert-new')).toHaveCount(7);
  await expect(alerts.first()).toContainText('Shōgun');
  await expect(alerts.first()).toContainText('S2 E10');
  // Opening the bell was the look: nothing is counted any more, the list stays.
  await expect(page.getByTestId('alerts-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Dismiss The Last of Us' }).first().click();
  await expect(alerts).toHaveCount(5);

  await page.reload();
  const quiet = page.getByRole('button', { name: 'Alerts', exact: true });
  await expect(quiet).toBeVisible();
  await quiet.click();
  await expect(alerts).toHaveCount(5);
  await expect(panel.getByTestId('alert-new')).toHaveCount(0);

  // Five days later The Last of Us' third episode has aired: one new alert.
  await page.clock.setFixedTime(new Date(NOW.getTime() + 5 * 86_400_000));
  await page.reload();
  await page.getByRole('button', { name: 'Alerts, 1 new' }).click();
  await expect(alerts.first()).toContainText('S3 E3');
  await expect(panel.getByTestId('alert-new')).toHaveCount(1);
  await page.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(alerts).toHaveCount(0);
  await expect(panel).toContainText('Nothing new.');
});

test('the Notifications tab switches the bell’s new-episode alerts off and on, kept after a reload', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  await seedStorage(page, { history: HISTORY });
  await page.goto('/account?tab=notifications');
  await expect(page.getByRole('button', { name: 'Alerts, 7 new' })).toBeVisible();
  const episodes = page.getByRole('switch', { name: 'New episodes' });
  await expect(episodes).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Movie releases' })).toBeChecked();
  await expect(page.getByText('Marquee sends no news or episode e-mails')).toBeVisible();
  await expect(page.getByText('your browser is never asked to show notifications')).toBeVisible();
  await episodes.click();
  await expect(episodes).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'New episodes' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'New episodes' }).click();
  await expect(page.getByRole('button', { name: 'Alerts, 7 new' })).toBeVisible();
});
