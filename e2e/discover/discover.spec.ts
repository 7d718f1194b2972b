import { expect, test, type Page } from '@playwright/test';
import { displayTitle } from '@marquee/domain';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  catalogueApi,
  holdCalls,
  expectedColumns,
  expectNoSideScroll,
  gridColumns,
  infiniteGrid,
  pagesOf,
  recordCalls,
  scrollToTrigger,
  serveEmptyPages,
  serveMadeUpPages,
} from '../support/browse-pages.ts';

const toggle = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });
const featured = (page: Page) => page.getByTestId('featured-item');
const cards = (page: Page) => infiniteGrid(page).getByTestId('media-card');

/** Every title on screen (featured strip, then grid), as link addresses. */
async function shownLinks(page: Page): Promise<string[]> {
  const strip = await featured(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const grid = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...strip, ...grid];
}

test("opens on Trending and All: today's trending titles, 6 featured, the rest in the grid", async ({
  page,
  request,
}) => {
  const trending = await catalogueApi(request, 'trending/all/day');
  await page.goto('/discover');
  await expect(toggle(page, 'Sort', 'Trending')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, 'Type', 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(featured(page)).toHaveCount(6);
  await expect(featured(page).first()).toContainText(displayTitle(trending.results[0]!));
  await expect(cards(page).first()).toContainText(displayTitle(trending.results[6]!));
  expect(await gridColumns(infiniteGrid(page))).toBe(expectedColumns(page));
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('10 placeholders fill the grid while loading', async ({ page }) => {
  const release = await holdCalls(page, 'trending/all/day');
  await page.goto('/discover');
  await expect(infiniteGrid(page).getByTestId('media-card-skeleton')).toHaveCount(10);
  await expect(page.getByTestId('featured-skeleton')).toHaveCount(6);
  release();
  await expect(featured(page)).toHaveCount(6);
});

test('Popular and the type filters change the results, and the URL keeps them', async ({ page }) => {
  const popular = recordCalls(page, '(movie|tv)/popular');
  await page.goto('/discover');
  await expect(featured(page)).toHaveCount(6);

  await toggle(page, 'Sort', 'Popular').click();
  await expect(page).toHaveURL(/\/discover\?mode=popular$/);
  await expect(toggle(page, 'Sort', 'Popular')).toHaveAttribute('aria-pressed', 'true');
  await expect(featured(page)).toHaveCount(6);
  expect(popular.map((url) => url.pathname).sort()).toEqual([
    '/api/tmdb/3/movie/popular',
    '/api/tmdb/3/tv/popular',
  ]);

  await toggle(page, 'Type', 'Movies').click();
  await expect(page).toHaveURL(/mode=popular&type=movie/);
  await expect(featured(page)).toHaveCount(6);
  expect((await shownLinks(page)).every((href) => href.startsWith('/movies/'))).toBe(true);

  await toggle(page, 'Type', 'TV').click();
  await expect(featured(page)).toHaveCount(6);
  await expect
    .poll(async () => (await shownLinks(page)).every((href) => href.startsWith('/series/')))
    .toBe(true);

  // Back and forward walk through the filters.
  await page.goBack();
  await expect(toggle(page, 'Type', 'Movies')).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(toggle(page, 'Type', 'All')).toHaveAttribute('aria-pressed', 'true');
  await page.goForward();
  await expect(toggle(page, 'Type', 'Movies')).toHaveAttribute('aria-pressed', 'true');
});

test("streaming services narrow the results to their titles (any of them, joined by '|')", async ({
  page,
  request,
}) => {
  const discover = recordCalls(page, 'discover/(movie|tv)');
  await page.goto('/discover?mode=popular');
  await expect(featured(page)).toHaveCount(6);

  await toggle(page, 'Streaming services', 'Netflix').click();
  await expect(page).toHaveURL(/providers=8$/);
  await expect(toggle(page, 'Streaming services', 'Netflix')).toHaveAttribute('aria-pressed', 'true');
  await expect(featured(page)).toHaveCount(6);
  const query = { with_watch_providers: 8, watch_region: 'US' };
  const netflix = [
    ...(await catalogueApi(request, 'discover/movie', query)).results,
    ...(await catalogueApi(request, 'discover/tv', query)).results,
  ];
  const netflixIds = new Set(netflix.map((item) => `${item.title ? 'movies' : 'series'}/${item.id}`));
  const shown = (await shownLinks(page)).map((href) =>
    /^\/(movies|series)\/(\d+)/.exec(href)?.slice(1).join('/'),
  );
  expect(shown.length).toBe(netflix.length);
  expect(shown.every((key) => key && netflixIds.has(key))).toBe(true);

  await toggle(page, 'Streaming services', 'Hulu').click();
  await expect(page).toHaveURL(/providers=8%2C15$/);
  await expect.poll(() => discover.at(-1)?.searchParams.get('with_watch_providers')).toBe('8|15');
  expect(discover.at(-1)?.searchParams.get('watch_region')).toBe('US');
  expect(discover.at(-1)?.searchParams.get('sort_by')).toBe('popularity.desc');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/discover\?mode=popular$/);
  await expect(toggle(page, 'Streaming services', 'Netflix')).toHaveAttribute('aria-pressed', 'false');
});

test('Trending with a service chosen: its most popular titles of recent years', async ({ page }) => {
  const discover = recordCalls(page, 'discover/(movie|tv)');
  await page.goto('/discover?providers=1899');
  await expect(page.getByText(/Trending movies and series on HBO Max/)).toBeVisible();
  await expect.poll(() => discover.length).toBe(2);
  const movie = discover.find((url) => url.pathname.endsWith('/movie'));
  const seriesCall = discover.find((url) => url.pathname.endsWith('/tv'));
  expect(movie?.searchParams.get('primary_release_date.gte')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(seriesCall?.searchParams.get('first_air_date.gte')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(movie?.searchParams.get('sort_by')).toBe('popularity.desc');
});

test('a shared link opens with its filters', async ({ page }) => {
  await page.goto('/discover?mode=popular&type=tv&providers=337');
  await expect(toggle(page, 'Sort', 'Popular')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, 'Type', 'TV')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(page, 'Streaming services', 'Disney+')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('The most popular series on Disney+')).toBeVisible();
  await expect(featured(page).first()).toBeVisible();
});

test('the grid scrolls on: the next page loads at the 5th card from the end', async ({ page }) => {
  await serveMadeUpPages(page, 'discover/movie', 3);
  const calls = recordCalls(page, 'discover/movie');
  await page.goto('/discover?mode=popular&type=movie&providers=8');
  await expect(cards(page)).toHaveCount(14);
  expect(pagesOf(calls)).toEqual([1]);
  await scrollToTrigger(infiniteGrid(page));
  await expect(cards(page)).toHaveCount(34);
  expect(pagesOf(calls)).toEqual([1, 2]);
});

test("no results: 'No content found. Try adjusting your filters.'", async ({ page }) => {
  await serveEmptyPages(page, 'discover/movie');
  await serveEmptyPages(page, 'discover/tv');
  await page.goto('/discover?providers=386');
  await expect(page.getByTestId('empty-state')).toHaveText('No content found. Try adjusting your filters.');
  await expect(featured(page)).toHaveCount(0);
});
