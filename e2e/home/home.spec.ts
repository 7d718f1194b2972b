import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  BROWSE_TEST_TIMEOUT_MS,
  displayLimit,
  expect,
  expectRow,
  isNarrow,
  layoutShift,
  listLength,
  section,
} from './browse-helpers.ts';

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

test('home shows trending posters', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('media-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  const poster = cards.first().locator('img');
  await expect(poster).toHaveAttribute('src', /^\/img\?url=%2Fapi%2Fimages%2F/);
  // The poster really loads (a generated image, not the shimmer placeholder).
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('every named row has its title and shows 15 cards (10 under 700 px)', async ({ page, request }) => {
  const upcoming = await listLength(request, 'movie/upcoming');
  await page.goto('/');
  await expectRow(page, 'Popular Shows and Movies', 40, 30);
  await expectRow(page, 'Trending Movies', await listLength(request, 'trending/movie/day'));
  await expectRow(page, 'Trending TV Series', await listLength(request, 'trending/tv/day'));
  await expectRow(page, 'Upcoming Movies', upcoming);
  const grid = section(page, 'Popular Movies');
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByTestId('media-card')).toHaveCount(await listLength(request, 'movie/popular'));
});

test('Popular Shows and Movies holds 30, mixing movies and series, revealed by Show all', async ({
  page,
}) => {
  await page.goto('/');
  const row = section(page, 'Popular Shows and Movies');
  await expect(row.getByTestId('media-card')).toHaveCount(displayLimit(page));
  await row.getByRole('button', { name: /^Show all 30/ }).click();
  await expect(row.getByTestId('media-card')).toHaveCount(30);
  // Focus moves to the first card that was revealed.
  await expect(row.getByTestId('media-card').nth(displayLimit(page)).getByRole('link')).toBeFocused();
  const links = await row
    .getByTestId('media-card')
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.some((href) => href.startsWith('/movies/'))).toBe(true);
  expect(links.some((href) => href.startsWith('/series/'))).toBe(true);
});

test('rows scroll by their buttons', async ({ page }) => {
  await page.goto('/');
  const row = section(page, 'Trending Movies');
  const list = row.getByTestId('row-list');
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('media-card')).toHaveCount(displayLimit(page));
  await expect(row.getByRole('button', { name: 'Scroll Trending Movies back' })).toBeDisabled();
  await row.getByRole('button', { name: 'Scroll Trending Movies forward' }).click();
  await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  await expect(row.getByRole('button', { name: 'Scroll Trending Movies back' })).toBeEnabled();
});

test('rows follow keyboard focus: every card can be reached with Tab', async ({ page }) => {
  await page.goto('/');
  const row = section(page, 'Trending TV Series');
  const cards = row.getByTestId('media-card');
  await row.scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(displayLimit(page));
  await cards.first().getByRole('link').focus();
  // Each card is three Tab stops: its link, its bookmark toggle and the toggle's category button.
  const presses = (displayLimit(page) - 1) * 3;
  for (let press = 0; press < presses; press++) await page.keyboard.press('Tab');
  const last = cards.last().getByRole('link');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  expect(await row.getByTestId('row-list').evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('two fixed ad slots are marked as advertisements', async ({ page }) => {
  await page.goto('/');
  const ads = page.getByRole('complementary', { name: 'Advertisement' });
  await expect(ads).toHaveCount(2);
  for (const ad of await ads.all()) {
    await ad.scrollIntoViewIfNeeded();
    const box = await ad.boundingBox();
    expect(box?.height).toBe(isNarrow(page) ? 100 : 90);
    expect(box?.width).toBeLessThanOrEqual(isNarrow(page) ? 320 : 728);
  }
});

test('the network rail links to the 8 network pages', async ({ page }) => {
  await page.goto('/');
  const rail = page.getByTestId('network-rail');
  const slugs = ['netflix', 'disney', 'hulu', 'amazon-prime', 'apple-tv', 'hbo-max', 'paramount', 'peacock'];
  const links = rail.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(8);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    slugs.map((slug) => `/networks/${slug}`),
  );
  await links.first().click();
  await expect(page).toHaveURL(/\/networks\/netflix$/);
});

test("today's top 10 shows 5 at a time", async ({ page }) => {
  await page.goto('/');
  const top = page.getByTestId('top-today');
  await expect(top.getByRole('heading', { name: 'Top 10 today' })).toBeVisible();
  await expect(top.getByRole('listitem')).toHaveCount(5);
  await top.getByRole('button', { name: '6–10' }).click();
  await expect(top.getByRole('button', { name: '6–10' })).toHaveAttribute('aria-pressed', 'true');
  await expect(top.getByRole('list')).toHaveAttribute('start', '6');
  await expect(top.getByRole('listitem')).toHaveCount(5);
});

test('posters are sized for their slot; the hero image loads first and row posters lazily', async ({
  page,
}) => {
  await page.goto('/');
  const heroImage = page.getByTestId('hero-slide').first().locator('img').first();
  await expect(heroImage).toHaveAttribute('loading', 'eager');
  await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
  const poster = section(page, 'Upcoming Movies').getByTestId('media-card').first().locator('img');
  await expect(poster).toHaveAttribute('loading', 'lazy');
  const slot = await poster.evaluate((img) => Math.round(img.getBoundingClientRect().width));
  await expect(poster).toHaveAttribute('src', new RegExp(`[?&]w=${slot}(&|$)`));
  // Grid posters too, whatever the number of columns.
  const gridPoster = section(page, 'Popular Movies').getByTestId('media-card').first().locator('img');
  const gridSlot = await gridPoster.evaluate((img) => img.getBoundingClientRect().width);
  const requested = Number(/[?&]w=(\d+)/.exec((await gridPoster.getAttribute('src')) ?? '')?.[1]);
  expect(Math.abs(requested - gridSlot)).toBeLessThanOrEqual(1);
});

test('nothing shifts while the page loads', async ({ page }) => {
  await page.goto('/');
  await expect(section(page, 'Upcoming Movies').getByTestId('media-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.1);
});

test('home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(section(page, 'Upcoming Movies').getByTestId('media-card').first()).toBeVisible();
  await expect(page.getByTestId('hero-slide').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
