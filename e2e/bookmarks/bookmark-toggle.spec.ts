import { test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { bookmarkCards, bookmarkTitles, expect, storedBookmarks, toast } from './bookmark-helpers.ts';

test.describe.configure({ timeout: 60_000 });

/** The first card of the movies landing's first row, and its title. */
async function firstMovieCard(page: Page): Promise<{ card: Locator; title: string }> {
  await page.goto('/movies');
  const card = page
    .getByRole('region', { name: 'Featured Movies', exact: true })
    .getByTestId('media-card')
    .first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).not.toBe('');
  return { card, title };
}

test('a card bookmarks its title in the watchlist without opening it; the bookmarks page shows it and removes it', async ({
  page,
}) => {
  const { card, title } = await firstMovieCard(page);
  const toggle = card.getByRole('button', { name: `Bookmark ${title}`, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toast(page, `Added ${title} to Watchlist`)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/movies$/);
  expect(await storedBookmarks(page)).toEqual([[expect.any(Number), 'watchlist']]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page.getByRole('heading', { name: 'My Bookmarks', level: 1 })).toBeVisible();
  await expect.poll(() => bookmarkTitles(page)).toEqual([title]);

  await bookmarkCards(page)
    .getByRole('button', { name: `Bookmark ${title}`, exact: true })
    .click();
  await expect(page.getByText('You have no bookmarks yet', { exact: true })).toBeVisible();
  expect(await storedBookmarks(page)).toEqual([]);
});

test('custom categories (built-in ones shown capitalised, stored as they were): add one from the menu, then every click opens the menu of checkboxes', async ({
  page,
}) => {
  const { card, title } = await firstMovieCard(page);
  await card.getByRole('button', { name: `Bookmark categories for ${title}` }).click();
  const menu = page.getByRole('menu', { name: `Bookmark categories for ${title}` });
  await expect(menu.getByRole('menuitemcheckbox')).toHaveText(['Watchlist', 'Watched', 'Favorites']);
  await page.getByRole('textbox', { name: 'New category' }).fill('  Anime night ');
  await page.keyboard.press('Enter');
  await expect(toast(page, `Added ${title} to Anime night`)).toBeVisible();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Anime night' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const main = card.getByRole('button', { name: `Bookmark ${title}`, exact: true });
  await expect(main).toHaveAttribute('aria-haspopup', 'menu');
  await expect(card.getByRole('button', { name: `Bookmark categories for ${title}` })).toHaveCount(0);
  await main.click();
  await expect(menu.getByRole('menuitemcheckbox')).toHaveText([
    'Watchlist',
    'Watched',
    'Favorites',
    'Anime night',
  ]);
  await menu.getByRole('menuitemcheckbox', { name: 'Favorites' }).click();
  await expect(menu).toBeHidden();
  await expect(main).toBeFocused();
  await expect(page).toHaveURL(/\/movies$/);
  expect((await storedBookmarks(page)).map(([, category]) => category)).toEqual(['Anime night', 'favorites']);

  // From the keyboard: Enter opens, arrows move, Enter toggles and closes, focus stays on the toggle.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Watchlist' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(main).toBeFocused();
  expect((await storedBookmarks(page)).map(([, category]) => category)).toEqual(['Anime night']);

  await page.goto('/bookmarks');
  await expect.poll(() => bookmarkTitles(page)).toEqual([title]);
  await expect(page.getByRole('combobox', { name: 'Category' }).getByRole('option')).toHaveText([
    'All',
    'Watchlist',
    'Watched',
    'Favorites',
    'Anime night',
  ]);
});

test('the category menu has no serious accessibility violations', async ({ page }) => {
  const { card, title } = await firstMovieCard(page);
  await card.getByRole('button', { name: `Bookmark categories for ${title}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a movie page bookmarks its title from the hero, and remembers it', async ({ page, request }) => {
  const response = await request.get('/api/tmdb/3/movie/popular');
  const [movie] = ((await response.json()) as { results: { id: number; title: string }[] }).results;
  if (!movie) throw new Error('the sample catalogue has no popular movies');
  await page.goto(`/movies/${movie.id}`);
  // The hero's toggle comes first; the similar titles' cards follow.
  const toggle = page
    .getByTestId('movie-page')
    .getByRole('button', { name: `Bookmark ${movie.title}`, exact: true })
    .first();
  await toggle.click();
  await expect(toast(page, `Added ${movie.title} to Watchlist`)).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await storedBookmarks(page)).toEqual([[movie.id, 'watchlist']]);
});
