// Content filtering keeps titles above its limit out of every route: rows, search (overlay and page), a
// title's own URL, its recommendations, continue watching. The sample catalogue carries US certifications.
import { expect, test, type Page } from '@playwright/test';
import { seedHistory } from '../player/player-helpers.ts';
import {
  expectNoKeptOutCards,
  expectRMovieRefused,
  expectSearchOverlayHidesRMovie,
  expectSoon,
  FIGHT_CLUB,
  TOY_STORY,
} from './ratings-helpers.ts';

test.describe.configure({ timeout: 60_000 });

async function chooseContentFiltering(page: Page, choice: 'strict' | 'unrestricted') {
  await page.goto('/account?tab=content');
  await page.getByRole('combobox', { name: 'Content filtering' }).selectOption(choice);
  await expect(page.getByRole('combobox', { name: 'Content filtering' })).toHaveValue(choice);
}

test('with strict filtering an R movie cannot be opened by its URL, and the page offers a way back', async ({
  page,
}) => {
  await page.goto(`/movies/${FIGHT_CLUB}`);
  await expectSoon(page.getByRole('heading', { level: 1, name: 'Fight Club' })).toBeVisible();
  await chooseContentFiltering(page, 'strict');
  await expectRMovieRefused(page);
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
  await expectNoKeptOutCards(page);
});

test('with strict filtering search finds no R title, in the overlay or on the search page', async ({
  page,
}) => {
  await chooseContentFiltering(page, 'strict');
  await expectSearchOverlayHidesRMovie(page);

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
