import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

// The machine may be busy: a page of many pictures can take a while to reach its idle time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

test("'Why We Now Have Ads' explains the ads and links to donate and advertise", async ({ page }) => {
  await page.goto('/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'Why We Now Have Ads' })).toBeVisible();
  await expect(page).toHaveTitle('Why We Now Have Ads · Marquee');
  await expect(page.getByText(/No tracking/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Donate' })).toHaveAttribute(
    'href',
    '/donate',
  );
  await page.getByRole('link', { name: 'Advertise with us' }).click();
  await expect(page).toHaveURL(/\/advertise$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Advertise on Marquee' })).toBeVisible();
});

test('the Advertise page shows formats, the price table, the specs, the audience and how to get in touch', async ({
  page,
}) => {
  await page.goto('/advertise');
  await expect(page.getByText('about 234k page views and 70K visits a month')).toBeVisible();
  for (const format of ['Banner', 'In-player companion', 'In-list', 'Square']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${format}$`) })).toBeVisible();
  }
  const table = page.getByRole('table', { name: 'Price per month in US dollars, by spot and format' });
  const rows = await table
    .getByRole('row')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        Array.from(tr.children, (cell) => (cell.textContent ?? '').replace('not offered', '').trim()),
      ),
    );
  expect(rows).toEqual([
    ['Spot', 'Banner', 'In-player companion', 'In-list', 'Square'],
    ['Homepage', '$50', '—', '$35', '$40'],
    ['Search', '$60', '—', '$35', '$45'],
    ['Movie', '$70', '—', '$45', '$50'],
    ['Sidebar', '$40', '—', '$30', '$35'],
    ['Footer', '$30', '—', '$25', '$25'],
    ['Special', '$70', '$80', '$75', '$60'],
  ]);
  await expect(page.getByText('Animated GIF up to 5 MB, or a static image up to 3 MB.')).toBeVisible();
  await expect(page.getByText('An ad runs for at least 3 days.')).toBeVisible();
  await expect(page.getByText('Every ad is reviewed before it runs.')).toBeVisible();
  await expect(page.getByText('No explicit content, no scams and no malware.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us about an ad' })).toHaveAttribute(
    'href',
    '/partners/submit',
  );
  // The sample is our own advertise ad, asked for by id.
  const sample = page.locator('[data-slot="advertise-sample"] [data-ad-id]');
  await expect(sample).toHaveAttribute('data-ad-id', 'house-advertise');
  await expectNoSeriousA11yViolations(page);
});
