import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  bookmarkCards,
  bookmarkTitles,
  bookmarksJson,
  expect,
  seedStorage,
  type TSeedBookmark,
} from './bookmark-helpers.ts';

const SEEDED: TSeedBookmark[] = [
  { mediaId: 910_001, mediaType: 'movie', category: 'watchlist', addedAt: 1_000, title: 'Zebra Crossing' },
  { mediaId: 910_002, mediaType: 'tv', category: 'watchlist', addedAt: 3_000, title: 'Apple Orchard' },
  { mediaId: 910_003, mediaType: 'movie', category: 'Anime', addedAt: 2_000, title: 'Moon Garden' },
  { mediaId: 910_001, mediaType: 'movie', category: 'favorites', addedAt: 500, title: 'Zebra Crossing' },
];

test.beforeEach(async ({ page }) => {
  await seedStorage(page, { bookmarks: bookmarksJson(SEEDED) });
});

test('My Bookmarks lists each bookmarked title once, newest added first, from what was saved', async ({
  page,
}) => {
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/tmdb/')) catalogueCalls.push(request.url());
  });
  await page.goto('/bookmarks');
  await expect(page.getByRole('heading', { name: 'My Bookmarks', level: 1 })).toBeVisible();
  await expect.poll(() => bookmarkTitles(page)).toEqual(['Apple Orchard', 'Moon Garden', 'Zebra Crossing']);
  await expect(bookmarkCards(page).first().getByRole('link')).toHaveAttribute(
    'href',
    '/series/910002-apple-orchard',
  );
  expect(catalogueCalls).toEqual([]);
});

test('filters: category, movies or series, title search and sort, kept in the URL', async ({ page }) => {
  await page.goto('/bookmarks');
  await expect.poll(() => bookmarkTitles(page)).toHaveLength(3);

  await page.getByRole('combobox', { name: 'Category' }).selectOption('watchlist');
  await expect(page).toHaveURL(/\/bookmarks\?category=watchlist$/);
  await expect.poll(() => bookmarkTitles(page)).toEqual(['Apple Orchard', 'Zebra Crossing']);

  await page.getByRole('combobox', { name: 'Type' }).selectOption('movie');
  await expect.poll(() => bookmarkTitles(page)).toEqual(['Zebra Crossing']);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('all');

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
  await expect.poll(() => bookmarkTitles(page)).toEqual(['Apple Orchard', 'Zebra Crossing']);

  await page.getByRole('searchbox', { name: 'Search titles' }).fill('zeb');
  await expect(page).toHaveURL(/\/bookmarks\?category=watchlist&q=zeb&sort=title$/);
  await expect.poll(() => bookmarkTitles(page)).toEqual(['Zebra Crossing']);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search titles' })).toHaveValue('zeb');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('watchlist');
  await expect.poll(() => bookmarkTitles(page)).toEqual(['Zebra Crossing']);

  await page.getByRole('searchbox', { name: 'Search titles' }).fill('orchard');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('movie');
  await expect(page.getByText('No matching bookmarks', { exact: true })).toBeVisible();
  await expect(bookmarkCards(page)).toHaveCount(0);

  await page.goBack();
  await expect.poll(() => bookmarkTitles(page)).toEqual(['Apple Orchard']);
});

test('a bookmark saved without a snapshot is shown from the catalogue', async ({ page, request }) => {
  const response = await request.get('/api/tmdb/3/movie/popular');
  const { results } = (await response.json()) as { results: { id: number; title: string }[] };
  const movie = results[0];
  if (!movie) throw new Error('the sample catalogue has no popular movies');
  await page.addInitScript((id) => {
    if (sessionStorage.getItem('e2e-extra')) return;
    const list = JSON.parse(localStorage.getItem('bookmarks') ?? '[]') as unknown[];
    list.push({ mediaId: id, mediaType: 'movie', category: 'watched', addedAt: 9_000, updatedAt: 9_000 });
    localStorage.setItem('bookmarks', JSON.stringify(list));
    sessionStorage.setItem('e2e-extra', '1');
  }, movie.id);
  await page.goto('/bookmarks?category=watched');
  await expect.poll(() => bookmarkTitles(page)).toEqual([movie.title]);
});

test('/bookmarks has no serious accessibility violations', async ({ page }) => {
  await page.goto('/bookmarks');
  await expect.poll(() => bookmarkTitles(page)).toHaveLength(3);
  await expectNoSeriousA11yViolations(page);
});
