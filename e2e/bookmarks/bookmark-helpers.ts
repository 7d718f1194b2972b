// Helpers of the bookmark tests: seeding browser storage before the app starts, reading it back.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

/** Pages full of cards and images load slowly on a busy machine. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export interface TSeedBookmark {
  mediaId: number;
  mediaType?: 'movie' | 'tv';
  category: string;
  addedAt: number;
  title?: string;
}

/** Sets localStorage items before the app's first load (only once: reloads keep what the app did since). */
export async function seedStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-seeded', '1');
  }, items);
}

/** Bookmarks in the stored format, each with a snapshot of its title unless it has none. */
export function bookmarksJson(entries: readonly TSeedBookmark[]): string {
  return JSON.stringify(
    entries.map(({ title, ...entry }) => ({
      ...entry,
      updatedAt: entry.addedAt,
      ...(title ? { snapshot: { title, posterPath: null, date: '2020-05-01', voteAverage: 7.1 } } : {}),
    })),
  );
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** The live (not removed) bookmarks in storage as [mediaId, category] pairs. */
export async function storedBookmarks(page: Page): Promise<[number, string][]> {
  const raw = await storedItem(page, 'bookmarks');
  const entries = JSON.parse(raw ?? '[]') as { mediaId: number; category: string; deletedAt?: number }[];
  return entries
    .filter((entry) => entry.deletedAt === undefined)
    .map((entry) => [entry.mediaId, entry.category]);
}

/** The cards of the bookmarks page. */
export function bookmarkCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Bookmarked titles' }).getByTestId('media-card');
}

/** The titles of the bookmarks page's cards, in order. */
export async function bookmarkTitles(page: Page): Promise<string[]> {
  return bookmarkCards(page).getByRole('heading', { level: 3 }).allTextContents();
}

/** A toast by its exact text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
