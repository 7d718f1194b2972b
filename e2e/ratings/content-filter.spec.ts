// Content filtering keeps titles above its limit out of every route: rows, search (overlay and page), a
// title's own URL, its recommendations, continue watching. The sample catalogue carries US certifications.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seedHistory } from '../player/player-helpers.ts';
import { openSearchOverlay, typeFast } from '../search/search-support.ts';

test.describe.configure({ timeout: 60_000 });
const expectSoon = expect.configure({ timeout: 15_000 });

interface TSampleTitle {
  id: number;
  release_dates?: { results: { iso_3166_1: string; release_dates: { certification: string }[] }[] };
  content_ratings?: { results: { iso_3166_1: string; rating: string }[] };
}

/** The sample movies strict filtering keeps out: above PG, or without a US certification. */
function moviesStrictKeepsOut(): Set<number> {
  const file = path.resolve(import.meta.dirname, '../../apps/server/sample-catalogue/movies.json');
  const { movies } = JSON.parse(readFileSync(file, 'utf8')) as { movies: TSampleTitle[] };
  const certificationOf = (movie: TSampleTitle) =>
    movie.release_dates?.results.find((r) => r.iso_3166_1 === 'US')?.release_dates[0]?.certification;
  return new Set(
    movies.filter((movie) => !['G', 'PG'].includes(certificationOf(movie) ?? '')).map((movie) => movie.id),
  );
}
const KEPT_OUT = moviesStrictKeepsOut();
const FIGHT_CLUB = 550; // R
const TOY_STORY = 862; // G

async function chooseContentFiltering(page: Page, choice: 'strict' | 'unrestricted') {
  await page.goto('/account?tab=content');
  await page.getByRole('combobox', { name: 'Content filtering' }).selectOption(choice);
  await expect(page.getByRole('combobox', { name: 'Content filtering' })).toHaveValue(choice);
}

/** The movie ids the cards of a region link to. */
async function movieIdsIn(region: Locator): Promise<number[]> {
  const hrefs = await region
    .getByTestId('media-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.flatMap((href) => {
    const id = /^\/movies\/(\d+)/.exec(href)?.[1];
    return id ? [Number(id)] : [];
  });
}

test('with strict filtering an R movie cannot be opened by its URL, and the page offers a way back', async ({
  page,
}) => {
  await page.goto(`/movies/${FIGHT_CLUB}`);
  await expectSoon(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
  await chooseContentFiltering(page, 'strict');
  await page.goto(`/movies/${FIGHT_CLUB}`);
  await expectSoon(
    page.getByRole('heading', { level: 1, name: 'Not available in this profile' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fight Club' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expectSoon(page).toHaveURL(/\/$/);
  // Filtering off again, the title is there at once: no answer kept for the other choice is reused.
  await chooseContentFiltering(page, 'unrestricted');
  await page.goto(`/movies/${FIGHT_CLUB}`);
  await expectSoon(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
});

test('with strict filtering no card of the movie rows, nor a recommendation, is a title it keeps out', async ({
  page,
}) => {
  await chooseContentFiltering(page, 'strict');
  await page.goto('/movies');
  const cards = page.getByTestId('media-card');
  await expectSoon(cards.first()).toBeVisible();
  const onMovies = await movieIdsIn(page.locator('main'));
  expect(onMovies.length).toBeGreaterThan(0);
  expect(onMovies.filter((id) => KEPT_OUT.has(id))).toEqual([]);

  await page.goto(`/movies/${TOY_STORY}`);
  const row = page.getByRole('region', { name: 'Recommendations' });
  await row.scrollIntoViewIfNeeded();
  await expectSoon(row).toHaveAttribute('aria-busy', 'false');
  await expectSoon(row.getByTestId('media-card').first()).toBeVisible();
  const recommended = await movieIdsIn(row);
  expect(recommended.filter((id) => KEPT_OUT.has(id))).toEqual([]);
});

test('with strict filtering search finds no R title, in the overlay or on the search page', async ({
  page,
}) => {
  await chooseContentFiltering(page, 'strict');
  await page.goto('/');
  const dialog = await openSearchOverlay(page);
  const answered = page.waitForResponse(
    (r) => r.url().includes('/search/multi') && r.url().includes('fight'),
  );
  await typeFast(dialog.getByRole('combobox', { name: 'Search movies and series' }), 'fight club');
  const body = (await (await answered).json()) as { results: { id: number }[] };
  expect(body.results.map((item) => item.id)).not.toContain(FIGHT_CLUB);
  await expect(dialog.getByText('Fight Club', { exact: true })).toHaveCount(0);

  const pageAnswer = page.waitForResponse(
    (r) => r.url().includes('/search/multi') && r.url().includes('toy'),
  );
  await page.goto('/search?query=toy%20story');
  await pageAnswer;
  await expectSoon(page.getByRole('heading', { name: 'Toy Story', exact: true }).first()).toBeVisible();
  const searched = page.waitForResponse(
    (r) => r.url().includes('/search/multi') && r.url().includes('fight'),
  );
  await page.goto('/search?query=fight%20club');
  await searched;
  await expect(page.getByRole('heading', { name: 'Fight Club', exact: true })).toHaveCount(0);
});

test('with strict filtering continue watching leaves out an R movie the browser watched', async ({
  page,
}) => {
  const now = Date.now();
  const watched = (id: number, title: string, ago: number) => ({
    id,
    type: 'movie',
    title,
    updatedAt: now - ago,
    progress: { watched: 600, duration: 6000 },
  });
  await seedHistory(page, {
    [FIGHT_CLUB]: watched(FIGHT_CLUB, 'Fight Club', 1000),
    [TOY_STORY]: watched(TOY_STORY, 'Toy Story', 2000),
  });
  await page.goto('/');
  const row = page.getByTestId('continue-watching');
  await expectSoon(row.getByText('Fight Club')).toBeVisible();
  await chooseContentFiltering(page, 'strict');
  await page.goto('/');
  await expectSoon(row.getByText('Toy Story')).toBeVisible();
  await expect(row.getByText('Fight Club')).toHaveCount(0);
});
