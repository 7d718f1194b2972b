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

test('only the id before the first dash counts; a bad id is not found', async ({ page, request }) => {
  await page.goto('/movies');
  const href = await page.getByTestId('media-card').first().getByRole('link').getAttribute('href');
  const id = /^\/movies\/(\d+)/.exec(href ?? '')?.[1];
  expect(id).toBeDefined();
  const { title } = (await (await request.get(`/api/tmdb/3/movie/${id}`)).json()) as { title: string };
  // The heading is the title's logo once that loads (its alt text) or its name: the accessible name either way.
  await page.goto(`/movies/${id}`);
  await expectSoon(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(title);
  await page.goto(`/movies/${id}-anything-else`);
  await expectSoon(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(title);
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

test('Recommendations, at the foot of a movie page, shows its cards once scrolled to, each opening its movie', async ({
  page,
  request,
}) => {
  const movie = (await (await request.get('/api/tmdb/3/movie/238?append_to_response=similar')).json()) as {
    similar: { results: { id: number }[] };
  };
  const expected = Math.min(20, movie.similar.results.length);
  expect(expected).toBeGreaterThan(0);
  await page.goto('/movies/238');
  const row = page.getByRole('region', { name: 'Recommendations' });
  await row.scrollIntoViewIfNeeded();
  await expectSoon(row.getByTestId('media-card')).toHaveCount(expected);
  await expect(row).toHaveAttribute('aria-busy', 'false');
  const link = row.getByTestId('media-card').first().getByRole('link');
  await expect(link).toHaveAttribute('href', new RegExp(`^/movies/${movie.similar.results[0]?.id}(-|$)`));
});
