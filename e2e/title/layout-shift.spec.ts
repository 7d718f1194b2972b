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
