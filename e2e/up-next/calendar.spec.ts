import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { LAST_OF_US, NOW, TODAY } from './up-next-data.ts';
import { seedStorage } from './up-next-data.ts';

const bookmarked = {
  mediaId: LAST_OF_US,
  mediaType: 'tv',
  category: 'watchlist',
  addedAt: Date.parse('2027-01-01T12:00:00Z'),
  updatedAt: Date.parse('2027-01-01T12:00:00Z'),
  snapshot: { title: 'The Last of Us' },
};

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW);
});

test('says what to do when nothing is followed', async ({ page }) => {
  await page.goto('/calendar');
  await expect(page.getByRole('status')).toContainText('Nothing followed yet.');
});

test('wide screens: the month and the week of a bookmarked series, today marked, Coming Soon until aired', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'phones get the list');
  await seedStorage(page, { bookmarks: [bookmarked] });
  await page.goto('/calendar');
  await expect(page.getByTestId('calendar-range')).toHaveText('April 2027');
  const today = page.locator('[aria-current="date"]');
  await expect(today).toHaveAttribute('data-day', TODAY);
  await expect(today).toContainText('Today');
  const aired = page.locator('[data-day="2027-04-18"]').getByTestId('calendar-entry');
  await expect(aired).toContainText('The Last of Us');
  await expect(aired).toContainText('S3 E2');
  await expect(aired).not.toContainText('Coming Soon');
  const coming = page.locator('[data-day="2027-04-25"]').getByTestId('calendar-entry');
  await expect(coming).toContainText('Coming Soon');
  await expect(coming).toHaveAttribute('href', /\/series\/100088-the-last-of-us\/3\/3$/);
  // The month's grid runs from Monday March 29 to Sunday May 2: four Sundays of episodes.
  await expect(page.getByTestId('calendar-entry')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByTestId('calendar-range')).toHaveText('Week of Monday, April 19');
  await expect(page.getByTestId('calendar-entry')).toHaveCount(1);
  await page.getByRole('button', { name: 'Next weeks' }).click();
  await expect(page.getByTestId('calendar-entry')).toContainText('S3 E4');
});

test('phones: a list of the coming weeks from this Monday, today marked', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'wide screens get the grid');
  await seedStorage(page, { bookmarks: [bookmarked] });
  await page.goto('/calendar');
  await expect(page.getByRole('grid')).toHaveCount(0);
  const days = page.locator('[data-day]');
  await expect(days.first()).toHaveAttribute('aria-current', 'date');
  await expect(days.first().getByRole('heading')).toHaveText('Today · Tuesday, April 20');
  await expect(page.getByTestId('calendar-entry')).toHaveCount(6);
  await expect(page.getByTestId('calendar-entry').first()).toContainText('S3 E3');
  await expectNoSeriousA11yViolations(page);
});
