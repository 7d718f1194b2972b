import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  catalogueApi,
  catalogueCall,
  expectedColumns,
  expectNoSideScroll,
  gridColumns,
  infiniteGrid,
  pagesOf,
  recordCalls,
  scrollToTrigger,
  serveEmptyPages,
} from '../support/browse-pages.ts';
import { proveNothingHappensWithin } from '../support/waits.ts';

test('a genre page lists its movies, most popular first, in 2 to 6 columns', async ({ page, request }) => {
  const first = await catalogueApi(request, 'discover/movie', {
    with_genres: 18,
    sort_by: 'popularity.desc',
  });
  await page.goto('/categories/drama');
  await expect(page.getByRole('heading', { name: 'Drama', level: 1 })).toBeVisible();
  const grid = infiniteGrid(page);
  await expect(grid.getByTestId('media-card')).toHaveCount(20);
  await expect(grid.getByTestId('media-card').first()).toContainText(first.results[0]?.title ?? '');
  await expect(page.getByText(`${first.total_results} titles, most popular first`)).toBeVisible();
  expect(await gridColumns(grid)).toBe(expectedColumns(page));
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('the next page loads when the 5th card from the end comes into view, once', async ({ page }) => {
  const calls = recordCalls(page, 'discover/movie');
  await page.goto('/categories/drama');
  const grid = infiniteGrid(page);
  await expect(grid.getByTestId('media-card')).toHaveCount(20);
  await proveNothingHappensWithin(page, 600, 'no second page is asked for before its trigger shows');
  expect(pagesOf(calls)).toEqual([1]);
  expect(calls[0]?.searchParams.get('with_genres')).toBe('18');

  await scrollToTrigger(grid);
  await expect(grid.getByTestId('media-card')).toHaveCount(40);
  await proveNothingHappensWithin(page, 600, 'page 3 waits for its own trigger');
  // Page 3 waits for its own trigger (the 35th card) to be seen.
  expect(pagesOf(calls)).toEqual([1, 2]);

  await scrollToTrigger(grid);
  await expect(grid.getByTestId('media-card')).toHaveCount(60);
  expect(pagesOf(calls)).toEqual([1, 2, 3]);
});

test('changing genre starts again at page 1', async ({ page }) => {
  const calls = recordCalls(page, 'discover/movie');
  await page.goto('/categories/drama');
  const grid = infiniteGrid(page);
  await expect(grid.getByTestId('media-card')).toHaveCount(20);
  await scrollToTrigger(grid);
  await expect(grid.getByTestId('media-card')).toHaveCount(40);

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Comedy' }).click();
  await expect(page.getByRole('heading', { name: 'Comedy', level: 1 })).toBeVisible();
  await expect(grid.getByTestId('media-card')).toHaveCount(20);
  const comedy = calls.filter((url) => url.searchParams.get('with_genres') === '35');
  expect(pagesOf(comedy)).toEqual([1]);

  // Back on drama, the list is on its first page again.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Drama' }).click();
  await expect(page.getByRole('heading', { name: 'Drama', level: 1 })).toBeVisible();
  await expect(grid.getByTestId('media-card')).toHaveCount(20);
});

test('a TV-only genre lists series', async ({ page }) => {
  const calls = recordCalls(page, 'discover/tv');
  await page.goto('/categories/sci-fi-fantasy');
  await expect(page.getByRole('heading', { name: 'Sci-Fi & Fantasy', level: 1 })).toBeVisible();
  const cards = infiniteGrid(page).getByTestId('media-card');
  await expect(cards.first()).toBeVisible();
  expect(calls[0]?.searchParams.get('with_genres')).toBe('10765');
  const hrefs = await cards
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.every((href) => href?.startsWith('/series/'))).toBe(true);
});

test("an unknown genre shows 'Genre Not Found' with 'Return Home'", async ({ page }) => {
  await page.goto('/categories/not-a-genre');
  await expect(page.getByRole('heading', { name: 'Genre Not Found' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Return Home' });
  await expect(home).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test("a genre with no titles says 'No movies found for this category'", async ({ page }) => {
  await serveEmptyPages(page, 'discover/movie');
  await page.goto('/categories/western');
  await expect(page.getByTestId('empty-state')).toHaveText('No movies found for this category');
});

test('placeholders sized like cards show while the first page loads', async ({ page }) => {
  // The titles are held until the placeholders have been measured (a fixed delay raced a slow machine).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(catalogueCall('discover/movie'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/categories/action');
  const skeletons = infiniteGrid(page).getByTestId('media-card-skeleton');
  await expect(skeletons).toHaveCount(20);
  const box = await skeletons.first().boundingBox();
  release();
  await expect(infiniteGrid(page).getByTestId('media-card')).toHaveCount(20);
  const card = await infiniteGrid(page).getByTestId('media-card').first().boundingBox();
  // The same cell (up to the width a scrollbar takes from six columns) and about a card's height.
  expect(Math.abs((box?.width ?? 0) - (card?.width ?? 0))).toBeLessThan(4);
  expect(Math.abs((box?.height ?? 0) - (card?.height ?? 0))).toBeLessThan((card?.height ?? 0) * 0.12);
});

test('a failed load offers a retry that loads the titles', async ({ page }) => {
  let failing = true;
  await page.route(catalogueCall('discover/movie'), (route) =>
    failing ? route.fulfill({ status: 500, json: { status_message: 'boom' } }) : route.continue(),
  );
  await page.goto('/categories/action');
  await expect(page.getByText("Couldn't load these titles.")).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(infiniteGrid(page).getByTestId('media-card')).toHaveCount(20);
});
