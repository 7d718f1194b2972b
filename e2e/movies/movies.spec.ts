import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  activeSlide,
  BROWSE_TEST_TIMEOUT_MS,
  expect,
  expectRow,
  listLength,
  section,
} from '../home/browse-helpers.ts';

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

test('the movies landing has its network row, ad, hero and rows', async ({ page, request }) => {
  await page.goto('/movies');
  const networks = page.getByTestId('network-rail').getByRole('listitem').getByRole('link');
  await expect(networks).toHaveCount(8);
  await expect(networks.first()).toHaveAttribute('href', '/networks/netflix');
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(1);
  const hero = page.getByRole('region', { name: 'Movie highlights', exact: true });
  await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', /^1 of \d+$/);
  await expect(activeSlide(page).getByRole('link', { name: /^More info/ })).toHaveAttribute(
    'href',
    /^\/movies\//,
  );
  await expectRow(page, 'Featured Movies', await listLength(request, 'movie/top_rated'));
  await expectRow(page, 'Trending Movies', await listLength(request, 'trending/movie/day'));
  await expectRow(page, 'Popular Movies', await listLength(request, 'movie/popular'), 30);
  await expectRow(page, 'Upcoming Movies', await listLength(request, 'movie/upcoming'));
  const grid = section(page, 'More Popular Movies');
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByTestId('media-card')).toHaveCount(await listLength(request, 'movie/popular?page=2'));
});

test('the movies landing shows movies only', async ({ page }) => {
  await page.goto('/movies');
  const row = section(page, 'Featured Movies');
  await expect(row.getByTestId('media-card').first()).toBeVisible();
  const hrefs = await page
    .getByTestId('media-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.every((href) => href.startsWith('/movies/'))).toBe(true);
});

test('when popular movies fail, the movies landing offers a retry', async ({ page }) => {
  let failing = true;
  await page.route('**/api/tmdb/3/movie/popular?*', (route) => (failing ? route.abort() : route.fallback()));
  await page.goto('/movies');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(section(page, 'Popular Movies').getByTestId('media-card').first()).toBeVisible();
});

test('the movies landing has no serious accessibility violations', async ({ page }) => {
  await page.goto('/movies');
  await expect(section(page, 'Upcoming Movies').getByTestId('media-card').first()).toBeVisible();
  await expect(section(page, 'More Popular Movies').getByTestId('media-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
