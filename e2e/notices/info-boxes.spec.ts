import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DAY, T0, serveInfoBoxes, storedJson } from './notices-helpers.ts';

// The machine may be busy: a page of many pictures can take a while to reach its idle time.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

const box = (page: Page) => page.locator('[data-info-box]');

test('the first box not dismissed and not expired shows until dismissed, by id, also after a reload', async ({
  page,
  context,
}) => {
  await serveInfoBoxes(context, [
    {
      id: 'old',
      title: 'Old news',
      content: 'Gone.',
      type: 'info',
      dismissible: true,
      expiresAt: '2026-06-01',
    },
    { id: 'update', title: 'Major update', content: 'More sources.', type: 'success', dismissible: true },
    {
      id: 'downtime',
      title: 'Partial downtime',
      content: 'Some are slow.',
      type: 'warning',
      dismissible: true,
    },
  ]);
  await page.clock.install({ time: T0 });
  await page.goto('/');
  await expect(box(page)).toHaveAttribute('data-info-box', 'update');
  await expect(box(page).getByRole('heading', { name: 'Major update' })).toBeVisible();
  await expect(box(page)).toContainText('More sources.');

  await box(page).getByRole('button', { name: 'Dismiss: Major update' }).click();
  await expect(box(page)).toHaveAttribute('data-info-box', 'downtime');
  expect(await storedJson(page, 'dismissedInfoBoxes')).toEqual(['update']);

  await page.reload();
  await expect(box(page)).toHaveAttribute('data-info-box', 'downtime');
  await box(page).getByRole('button', { name: 'Dismiss: Partial downtime' }).click();
  await expect(box(page)).toHaveCount(0);
  expect(await storedJson(page, 'dismissedInfoBoxes')).toEqual(['update', 'downtime']);
});

test('a box that cannot be dismissed has no close button, and goes when it expires', async ({
  page,
  context,
}) => {
  const expiresAt = new Date(T0.getTime() + DAY);
  await serveInfoBoxes(context, [
    {
      id: 'maintenance',
      title: 'Maintenance tonight',
      content: 'Back soon.',
      type: 'error',
      dismissible: false,
      expiresAt: expiresAt.toISOString(),
    },
  ]);
  await page.clock.install({ time: T0 });
  await page.goto('/');
  await expect(box(page)).toHaveAttribute('data-info-box', 'maintenance');
  await expect(box(page).getByRole('button')).toHaveCount(0);
  await page.clock.fastForward(DAY);
  await expect(box(page)).toHaveCount(0);
});

test('the box is a strip under the header: it pushes the page down and covers none of it', async ({
  page,
  context,
}) => {
  await serveInfoBoxes(context, [
    { id: 'update', title: 'Major update', content: 'More sources.', type: 'info', dismissible: true },
  ]);
  await page.goto('/');
  await expect(box(page)).toBeVisible();
  await expect(box(page)).toHaveCSS('position', 'static');
  const strip = await box(page).boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  const main = await page.locator('#main').boundingBox();
  expect(strip!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  expect(main!.y).toBeGreaterThanOrEqual(strip!.y + strip!.height - 1);
});

test('the box is drawn with the page: nothing on the page moves when it appears', async ({
  page,
  context,
}) => {
  await serveInfoBoxes(context, [
    { id: 'update', title: 'Major update', content: 'More sources.', type: 'info', dismissible: true },
  ]);
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/movies');
  await expect(box(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first screen's cards have drawn; a strip arriving after them would have moved the whole page down.
  await page.locator('#main img').first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
});
