import { expect, test } from '@playwright/test';
import { expectSoon, layoutShiftOf, recordLayoutShifts } from './title-helpers.ts';

test.describe.configure({ timeout: 60_000 });

// The movie page's own test holds its answer back to see the skeleton first; these take the pages as they come.
for (const [name, path] of [
  ['movie', '/movies/550'],
  ['series', '/series/1396'],
  ['episode', '/series/1396/1/1'],
] as const) {
  test(`the ${name} page keeps its layout as it loads (CLS under 0.05)`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(path);
    await expectSoon(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftOf(page)).toBeLessThan(0.05);
  });
}

test("the season browser's placeholder holds the height of its row of season posters", async ({ page }) => {
  // No idle moment ever comes, and a screen is short: the section is built only when it comes within a screen.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.setViewportSize({ width: page.viewportSize()?.width ?? 1280, height: 300 });
  await page.goto('/series/1396');
  await expectSoon(page.getByRole('heading', { level: 1 })).toBeVisible();
  const browser = page.getByTestId('season-browser');
  await expect(browser).toHaveAttribute('aria-busy', 'true');
  const placeholder = await page.getByTestId('season-posters-skeleton').boundingBox();
  await browser.scrollIntoViewIfNeeded();
  await expect(browser).toHaveAttribute('aria-busy', 'false');
  const row = await browser.getByRole('list', { name: 'Seasons' }).boundingBox();
  expect(Math.abs((row?.height ?? 0) - (placeholder?.height ?? 0))).toBeLessThanOrEqual(1);
});
