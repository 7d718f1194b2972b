import { test, type Page } from '@playwright/test';
import { bookmarksJson, expect, seedStorage, storedItem } from '../bookmarks/bookmark-helpers.ts';

const GODFATHER = 238;

/** The live ratings in storage as { 'movie:238': 7 }. */
async function storedRatings(page: Page): Promise<Record<string, number>> {
  const entries = JSON.parse((await storedItem(page, 'user-ratings')) ?? '[]') as {
    mediaType: string;
    mediaId: number;
    value?: number;
    deletedAt?: number;
  }[];
  return Object.fromEntries(
    entries
      .filter((entry) => entry.deletedAt === undefined)
      .map((entry) => [`${entry.mediaType}:${entry.mediaId}`, entry.value ?? 0]),
  );
}

test('rates a title with the keyboard in half stars, and clears it', async ({ page }) => {
  await page.goto(`/movies/${GODFATHER}`);
  const group = page.getByRole('radiogroup', { name: /^Your rating of / });
  await expect(group).toBeVisible();
  await expect(page.getByTestId('user-rating')).toContainText('Not rated');
  // One tab stop: the first half star while nothing is rated.
  await group.getByRole('radio', { name: '½ star', exact: true }).focus();
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: '3½ stars', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(group.getByRole('radio', { name: '3½ stars', exact: true })).toBeFocused();
  await expect(page.getByTestId('user-rating')).toContainText('3½ stars');
  await expect.poll(() => storedRatings(page)).toEqual({ [`movie:${GODFATHER}`]: 7 });
  await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: '3 stars', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('End');
  await expect(group.getByRole('radio', { name: '5 stars', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(group.getByRole('radio', { name: '½ star', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect.poll(() => storedRatings(page)).toEqual({ [`movie:${GODFATHER}`]: 1 });
  // Still there after a reload; then cleared, leaving no rating.
  await page.reload();
  await expect(page.getByTestId('user-rating')).toContainText('½ star');
  await page.getByRole('button', { name: 'Clear rating' }).click();
  await expect(page.getByTestId('user-rating')).toContainText('Not rated');
  await expect.poll(() => storedRatings(page)).toEqual({});
});

const RATINGS = JSON.stringify([
  { mediaType: 'movie', mediaId: 910_001, value: 9, updatedAt: 10 },
  { mediaType: 'movie', mediaId: 910_003, value: 4, updatedAt: 10 },
]);
const BOOKMARKS = bookmarksJson([
  { mediaId: 910_001, mediaType: 'movie', category: 'watchlist', addedAt: 1_000, title: 'Zebra Crossing' },
  { mediaId: 910_002, mediaType: 'tv', category: 'watchlist', addedAt: 3_000, title: 'Apple Orchard' },
  { mediaId: 910_003, mediaType: 'movie', category: 'watchlist', addedAt: 2_000, title: 'Moon Garden' },
]);
const cardTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Bookmarked titles' })
    .getByTestId('media-card')
    .getByRole('heading', { level: 3 })
    .allTextContents();

test("shows the profile's ratings on bookmark cards and sorts by them, highest first", async ({ page }) => {
  await seedStorage(page, { bookmarks: BOOKMARKS, 'user-ratings': RATINGS });
  await page.goto('/bookmarks');
  await expect.poll(() => cardTitles(page)).toEqual(['Apple Orchard', 'Moon Garden', 'Zebra Crossing']);
  await expect(page.getByTestId('card-user-rating')).toHaveText([
    'Your rating: 2 stars',
    'Your rating: 4½ stars',
  ]);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
  await expect(page).toHaveURL(/sort=rating/);
  await expect.poll(() => cardTitles(page)).toEqual(['Zebra Crossing', 'Moon Garden', 'Apple Orchard']);
});

test('"Hide ratings and scores" hides every score: vote averages and the own stars', async ({ page }) => {
  await seedStorage(page, { bookmarks: BOOKMARKS, 'user-ratings': RATINGS });
  await page.goto(`/movies/${GODFATHER}`);
  await expect(page.getByRole('radiogroup', { name: /^Your rating of / })).toBeVisible();
  await expect(page.getByText('Rating', { exact: true })).toBeAttached();
  await page.goto('/account?tab=appearance');
  const toggle = page.getByRole('switch', { name: 'Hide ratings and scores' });
  await toggle.click();
  await expect(toggle).toBeChecked();

  await page.goto(`/movies/${GODFATHER}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /^Your rating of / })).toBeHidden();
  const scores = page.locator('[data-score]');
  await expect.poll(() => scores.count()).toBeGreaterThan(0);
  for (const score of await scores.all()) await expect(score).toBeHidden();

  await page.goto('/bookmarks');
  await expect.poll(() => cardTitles(page)).toHaveLength(3);
  await expect(page.getByTestId('card-user-rating').first()).toBeHidden();
  await expect(page.getByText(/★/).first()).toBeHidden();
  // Off again: they come back.
  await page.goto('/account?tab=appearance');
  await page.getByRole('switch', { name: 'Hide ratings and scores' }).click();
  await page.goto('/bookmarks');
  await expect(page.getByTestId('card-user-rating').first()).toBeVisible();
});
