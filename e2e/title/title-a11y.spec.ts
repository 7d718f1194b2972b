import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectSoon } from './title-helpers.ts';

test.describe.configure({ timeout: 60_000 });

for (const [name, path, ready] of [
  ['movie', '/movies/832', 'Cast & Crew'],
  ['series', '/series/1396', 'Seasons'],
  ['episode', '/series/1396/1/1', 'Images From This Episode'],
] as const) {
  test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectSoon(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
    await expectSoon(
      page.getByTestId('episode-card').first().or(page.getByTestId('movie-page')),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
