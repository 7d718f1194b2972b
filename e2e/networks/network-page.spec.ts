import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  catalogueApi,
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
import { proveNothingHappensWithin } from '../support/waits.ts';

const cards = (page: Page) => infiniteGrid(page).getByTestId('media-card');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test("a network page lists the network's movies and series by popularity", async ({ page, request }) => {
  const movieCalls = recordCalls(page, 'discover/movie');
  const seriesCalls = recordCalls(page, 'discover/tv');
  const query = { with_watch_providers: 8, watch_region: 'US' };
  const total =
    (await catalogueApi(request, 'discover/movie', query)).total_results +
    (await catalogueApi(request, 'discover/tv', query)).total_results;
  await page.goto('/networks/netflix');
  await expect(page.getByRole('heading', { name: /Netflix/, level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(total, 40));
  await expect(page.getByText(`${total} titles on Netflix, most popular first`)).toBeVisible();
  for (const url of [...movieCalls, ...seriesCalls]) {
    expect(url.searchParams.get('with_watch_providers')).toBe('8');
    expect(url.searchParams.get('watch_region')).toBe('US');
  }
  expect(await gridColumns(infiniteGrid(page))).toBe(expectedColumns(page));
  await expectNoSideScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('All shows 40 a page (a movies page and a series page), Movies and TV Shows 20, each reset to page 1', async ({
  page,
}) => {
  await serveMadeUpPages(page, 'discover/movie', 3);
  await serveMadeUpPages(page, 'discover/tv', 3);
  const movieCalls = recordCalls(page, 'discover/movie');
  const seriesCalls = recordCalls(page, 'discover/tv');
  await page.goto('/networks/hulu');

  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(40);
  // Interleaved by popularity: a film, then a show.
  await expect(cards(page).nth(0)).toContainText('Film 1-1');
  await expect(cards(page).nth(1)).toContainText('Show 1-1');
  await proveNothingHappensWithin(page, 600, 'no second page is asked for before its trigger shows');
  expect([pagesOf(movieCalls), pagesOf(seriesCalls)]).toEqual([[1], [1]]);
  await scrollToTrigger(infiniteGrid(page));
  await expect(cards(page)).toHaveCount(80);
  expect([pagesOf(movieCalls), pagesOf(seriesCalls)]).toEqual([
    [1, 2],
    [1, 2],
  ]);

  await tab(page, 'Movies').click();
  await expect(page).toHaveURL(/\/networks\/hulu\?type=movie$/);
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first()).toContainText('Film 1-1');
  await scrollToTrigger(infiniteGrid(page));
  await expect(cards(page)).toHaveCount(40);

  await tab(page, 'TV Shows').click();
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).first()).toContainText('Show 1-1');
  await proveNothingHappensWithin(page, 600, 'the series tab asks for no further page');

  // Back on All: page 1 again, 40 titles.
  await tab(page, 'All').click();
  await expect(page).toHaveURL(/\/networks\/hulu$/);
  await expect(cards(page)).toHaveCount(40);
  await proveNothingHappensWithin(page, 600, 'back on All, no page past the first is asked for again');
  expect(pagesOf(seriesCalls).filter((n) => n > 1)).toEqual([2]);
});

test('the filter tabs are a tablist worked with the arrow keys', async ({ page }) => {
  await page.goto('/networks/netflix');
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await tab(page, 'All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Movies')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Movies')).toBeFocused();
  await expect(page).toHaveURL(/type=movie/);
  const hrefs = await cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.every((href) => href?.startsWith('/movies/'))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'TV Shows')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab(page, 'All')).toHaveAttribute('aria-selected', 'true');
});

test('/networks/hbo shows HBO Max, at its own address', async ({ page }) => {
  await page.goto('/networks/hbo');
  await expect(page).toHaveURL(/\/networks\/hbo-max$/);
  await expect(page.getByRole('heading', { name: 'HBO Max', level: 1 })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await page.goto('/networks/paramount-plus?type=tv');
  await expect(page).toHaveURL(/\/networks\/paramount\?type=tv$/);
  await expect(tab(page, 'TV Shows')).toHaveAttribute('aria-selected', 'true');
});

test("an unknown network shows 'Network Not Found' with a link to /networks", async ({ page }) => {
  await page.goto('/networks/blockbuster');
  await expect(page.getByRole('heading', { name: 'Network Not Found' })).toBeVisible();
  const link = page.getByRole('link', { name: 'View all networks' });
  await expect(link).toHaveAttribute('href', '/networks');
  await expectNoSeriousA11yViolations(page);
});

test("a network with nothing says 'No content found for this network'", async ({ page }) => {
  await serveEmptyPages(page, 'discover/movie');
  await serveEmptyPages(page, 'discover/tv');
  await page.goto('/networks/peacock');
  await expect(page.getByTestId('empty-state')).toHaveText('No content found for this network');
});
