import { test } from '@playwright/test';
import { expect, seedStorage, storedBookmarks, storedItem, toast } from './bookmark-helpers.ts';

// Storage behaviour is the same at every width: the desktop run covers it.
test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');

const READ_ERROR = 'Failed to read from localStorage, clear all data and try again.';
const WRITE_ERROR = 'Failed to update localStorage, clear all data and try again.';

test('with no bookmarks the page says so', async ({ page }) => {
  await page.goto('/bookmarks');
  await expect(page.getByText('You have no bookmarks yet', { exact: true })).toBeVisible();
});

test('legacy media-bookmarks are moved to the new list on first load (items without an id dropped)', async ({
  page,
}) => {
  const legacy = {
    'movie-910010': {
      data: { id: 910_010, title: 'Old Favourite', poster_path: null, release_date: '2001-01-01' },
      info: { addedAt: 1_000 },
    },
    'tv-910011': { data: { id: 910_011, name: 'Old Show', media_type: 'tv' }, info: { addedAt: 2_000 } },
    broken: { data: { title: 'No id' }, info: { addedAt: 3_000 } },
  };
  await seedStorage(page, { 'media-bookmarks': JSON.stringify(legacy) });
  await page.goto('/bookmarks');
  await expect(toast(page, 'Moving your bookmarks to the new format…')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Bookmarked titles' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Old Show', 'Old Favourite']);
  expect(await storedItem(page, 'media-bookmarks')).toBeNull();
  expect(await storedBookmarks(page)).toEqual([
    [910_010, 'watchlist'],
    [910_011, 'watchlist'],
  ]);
  const wrapper = JSON.parse((await storedItem(page, 'local-lock')) ?? '{}') as { valid?: boolean };
  expect(wrapper.valid).toBe(true);
});

test("stored bookmarks that are not a list are deleted with 'Cleared Bad Bookmark Data'", async ({
  page,
}) => {
  await seedStorage(page, { bookmarks: '{"550":true}' });
  await page.goto('/bookmarks');
  await expect(toast(page, 'Cleared Bad Bookmark Data')).toBeVisible();
  await expect(page.getByText('You have no bookmarks yet', { exact: true })).toBeVisible();
  expect(await storedItem(page, 'bookmarks')).toBeNull();
});

test('an invalid local-lock wrapper is reset to an empty valid one', async ({ page }) => {
  await seedStorage(page, { 'local-lock': '{"valid":false}' });
  await page.goto('/movies');
  const card = page.getByTestId('media-card').first();
  await card
    .getByRole('button', { name: /^Bookmark / })
    .first()
    .click();
  await expect
    .poll(async () => JSON.parse((await storedItem(page, 'local-lock')) ?? '{}') as unknown)
    // Other features keep their own named values there too (lastWatchHistoryUpdateTime, set at start-up).
    .toEqual({
      valid: true,
      values: expect.objectContaining({ lastBookmarkUpdateTime: expect.any(Number) }),
    });
});

test('when storage refuses writes, bookmarking shows the update message', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/movies');
  await page
    .getByTestId('media-card')
    .first()
    .getByRole('button', { name: /^Bookmark / })
    .first()
    .click();
  await expect(toast(page, WRITE_ERROR)).toBeVisible();
});

test('when storage cannot be read, the bookmarks page shows the read message', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
  await page.goto('/bookmarks');
  await expect(page.getByRole('alert').filter({ hasText: READ_ERROR })).toBeVisible();
  // The start-up migration could not run either: its failure toast names the cause.
  await expect(toast(page, 'Error')).toContainText(READ_ERROR);
});
