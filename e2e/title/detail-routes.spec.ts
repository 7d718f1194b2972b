import { expect, test } from '@playwright/test';

test.describe.configure({ timeout: 60_000 });
const expectSoon = expect.configure({ timeout: 15_000 });

test('a card on /movies opens its detail page', async ({ page }) => {
  await page.goto('/movies');
  const card = page.getByTestId('media-card').first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link').click();
  await expectSoon(page).toHaveURL(/\/movies\/\d+-[^/]+$/);
  await expectSoon(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Marquee`);
});

test('only the id before the first dash counts; a bad id is not found', async ({ page }) => {
  await page.goto('/movies');
  const href = await page.getByTestId('media-card').first().getByRole('link').getAttribute('href');
  const id = /^\/movies\/(\d+)/.exec(href ?? '')?.[1];
  expect(id).toBeDefined();
  await page.goto(`/movies/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expectSoon(heading).toBeVisible();
  const title = await heading.innerText();
  await page.goto(`/movies/${id}-anything-else`);
  await expectSoon(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto('/movies/abc');
  await expectSoon(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('a series lists its seasons and episodes, which open the episode page', async ({ page, request }) => {
  const response = await request.get('/api/tmdb/3/tv/1396/season/1/episode/1');
  expect(response.ok()).toBe(true);
  const { name } = (await response.json()) as { name: string };
  await page.goto('/series/1396');
  await expectSoon(page.getByRole('heading', { level: 1, name: 'Breaking Bad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seasons' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue('1');
  const first = page.getByRole('list', { name: 'Episodes' }).getByRole('link').first();
  await expectSoon(first).toHaveAttribute('href', '/series/1396-breaking-bad/1/1');
  await first.click();
  await expectSoon(page).toHaveURL(/\/series\/1396-breaking-bad\/1\/1$/);
  await expectSoon(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('S1 E1');
});

test('an unknown episode says so and links back to the series', async ({ page }) => {
  await page.goto('/series/1396/1/999');
  await expectSoon(page.getByRole('heading', { name: 'Episode Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find the episode you're looking for.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to series' })).toHaveAttribute('href', /^\/series\/1396/);
});
