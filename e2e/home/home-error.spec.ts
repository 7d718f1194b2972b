import { test } from '@playwright/test';
import { BROWSE_TEST_TIMEOUT_MS, expect, section } from './browse-helpers.ts';

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

const POPULAR_MOVIES = '**/api/tmdb/3/movie/popular?*';

test('when the main list fails, home says so and Retry loads it', async ({ page }) => {
  let failing = true;
  await page.route(POPULAR_MOVIES, (route) => (failing ? route.abort() : route.fallback()));
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  // The list is retried twice (about 3 s) before the page gives up.
  await expect(alert).toContainText("Something went wrong. We couldn't load the content...", {
    timeout: 15_000,
  });
  await expect(page.getByTestId('hero-carousel')).toHaveCount(0);
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(section(page, 'Popular Movies').getByTestId('media-card').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
});

test('when the main list comes back empty, home offers a retry too', async ({ page }) => {
  let empty = true;
  await page.route(POPULAR_MOVIES, (route) =>
    empty
      ? route.fulfill({ json: { page: 1, results: [], total_pages: 0, total_results: 0 } })
      : route.fallback(),
  );
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toContainText("Something went wrong. We couldn't load the content...");
  empty = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(section(page, 'Popular Movies').getByTestId('media-card').first()).toBeVisible();
});

test('a row that fails on its own offers its own retry while the rest of home works', async ({ page }) => {
  let failing = true;
  await page.route('**/api/tmdb/3/movie/upcoming?*', (route) => (failing ? route.abort() : route.fallback()));
  await page.goto('/');
  const row = section(page, 'Upcoming Movies');
  await expect(section(page, 'Trending Movies').getByTestId('media-card').first()).toBeVisible();
  await expect(row.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  failing = false;
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(row.getByTestId('media-card').first()).toBeVisible();
});
