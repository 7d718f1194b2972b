// What a rating limit must keep out, and the checks that it does, shared by the content-filtering setting's
// tests and the kids profile's. The sample catalogue carries US certifications.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { openSearchOverlay, typeFast } from '../search/search-support.ts';

export const expectSoon = expect.configure({ timeout: 15_000 });
export const FIGHT_CLUB = 550; // R
export const TOY_STORY = 862; // G

interface TSampleTitle {
  id: number;
  release_dates?: { results: { iso_3166_1: string; release_dates: { certification: string }[] }[] };
}

/** The sample movies a PG limit that blocks unrated titles keeps out (strict filtering, kids profiles). */
function moviesAbovePg(): Set<number> {
  const file = path.resolve(import.meta.dirname, '../../apps/server/sample-catalogue/movies.json');
  const { movies } = JSON.parse(readFileSync(file, 'utf8')) as { movies: TSampleTitle[] };
  const certificationOf = (movie: TSampleTitle) =>
    movie.release_dates?.results.find((r) => r.iso_3166_1 === 'US')?.release_dates[0]?.certification;
  return new Set(
    movies.filter((movie) => !['G', 'PG'].includes(certificationOf(movie) ?? '')).map((movie) => movie.id),
  );
}
export const KEPT_OUT = moviesAbovePg();

/** The movie ids the cards of a region link to. */
export async function movieIdsIn(region: Locator): Promise<number[]> {
  const hrefs = await region
    .getByTestId('media-card')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.flatMap((href) => {
    const id = /^\/movies\/(\d+)/.exec(href)?.[1];
    return id ? [Number(id)] : [];
  });
}

/** The R movie's own address shows "Not available in this profile", not the movie. */
export async function expectRMovieRefused(page: Page) {
  await page.goto(`/movies/${FIGHT_CLUB}`);
  await expectSoon(
    page.getByRole('heading', { level: 1, name: 'Not available in this profile' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fight Club' })).toHaveCount(0);
}

/** No card on /movies, nor among a G movie's recommendations, is a title the limit keeps out. */
export async function expectNoKeptOutCards(page: Page) {
  await page.goto('/movies');
  await expectSoon(page.getByTestId('media-card').first()).toBeVisible();
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
}

/** The search overlay's answer for the R movie's name leaves it out. */
export async function expectSearchOverlayHidesRMovie(page: Page) {
  await page.goto('/');
  const dialog = await openSearchOverlay(page);
  const answered = page.waitForResponse(
    (r) => r.url().includes('/search/multi') && r.url().includes('fight'),
  );
  await typeFast(dialog.getByRole('combobox', { name: 'Search movies and series' }), 'fight club');
  const body = (await (await answered).json()) as { results: { id: number }[] };
  expect(body.results.map((item) => item.id)).not.toContain(FIGHT_CLUB);
  await expect(dialog.getByText('Fight Club', { exact: true })).toHaveCount(0);
}
