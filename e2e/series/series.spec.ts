import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  BROWSE_TEST_TIMEOUT_MS,
  expect,
  expectRow,
  isNarrow,
  layoutShift,
  listLength,
  section,
} from '../home/browse-helpers.ts';

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

test('the series landing has its category row, ad, top list, rows and grid', async ({ page, request }) => {
  await page.goto('/series');
  const categories = page.getByTestId('category-row').getByRole('listitem').getByRole('link');
  await expect(categories.first()).toBeVisible();
  const hrefs = await categories.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // TV genres, each to its category page.
  expect(hrefs).toContain('/categories/action-adventure');
  expect(hrefs).toContain('/categories/sci-fi-fantasy');
  expect(hrefs).toContain('/categories/animation');
  expect(hrefs).not.toContain('/categories/horror');
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(1);
  await expectRow(page, 'Featured Series', await listLength(request, 'tv/top_rated'));
  await expectRow(page, 'Trending Series', await listLength(request, 'trending/tv/day'));
  await expectRow(page, 'Popular Series', await listLength(request, 'tv/popular'), 30);
  const upcoming = section(page, 'Upcoming Series');
  await expect(upcoming.getByRole('heading', { name: 'Upcoming Series' })).toBeVisible();
  await expect(upcoming.getByTestId('media-card').first()).toBeVisible();
  const grid = section(page, 'More Popular Series');
  await expect(grid.getByTestId('media-card')).toHaveCount(await listLength(request, 'tv/popular?page=2'));
});

test('the top list ranks 15 series (10 on phones)', async ({ page }) => {
  await page.goto('/series');
  const top = page.getByTestId('top-list');
  await expect(top.getByRole('heading', { name: 'Top Series This Week' })).toBeVisible();
  const ranked = top.getByRole('list').first().locator(':scope > li');
  await expect(ranked).toHaveCount(isNarrow(page) ? 10 : 15);
  await expect(ranked.first()).toContainText('1');
  await expect(ranked.last()).toContainText(isNarrow(page) ? '10' : '15');
  await expect(ranked.first().getByRole('link')).toHaveAttribute('href', /^\/series\//);
});

test('category tiles lead to their category page', async ({ page }) => {
  await page.goto('/series');
  await page.getByTestId('category-row').getByRole('link', { name: 'Comedy' }).click();
  await expect(page).toHaveURL(/\/categories\/comedy$/);
});

test('when the popular list fails, the series landing says so and Retry loads it', async ({ page }) => {
  let failing = true;
  await page.route('**/api/tmdb/3/tv/popular?*', (route) => (failing ? route.abort() : route.fallback()));
  await page.goto('/series');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong.' });
  await expect(alert).toContainText(
    "Something went wrong. We couldn't load the content. Please check your internet connection or try again.",
    { timeout: 15_000 },
  );
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(section(page, 'Popular Series').getByTestId('media-card').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('when the popular list comes back empty, the series landing offers a retry', async ({ page }) => {
  let empty = true;
  await page.route('**/api/tmdb/3/tv/popular?*', (route) =>
    empty
      ? route.fulfill({ json: { page: 1, results: [], total_pages: 0, total_results: 0 } })
      : route.fallback(),
  );
  await page.goto('/series');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong.' });
  await expect(alert).toBeVisible();
  empty = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(section(page, 'Popular Series').getByTestId('media-card').first()).toBeVisible();
});

test('nothing shifts while the series landing loads', async ({ page }) => {
  await page.goto('/series');
  await expect(section(page, 'More Popular Series').getByTestId('media-card').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.1);
});

test('the series landing has no serious accessibility violations', async ({ page }) => {
  await page.goto('/series');
  await expect(section(page, 'Upcoming Series').getByTestId('media-card').first()).toBeVisible();
  await expect(page.getByTestId('top-list').getByTestId('media-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
