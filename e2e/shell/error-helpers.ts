// Helpers of the error page tests. A real render error in the built app: the home page's module is answered
// with one whose component throws, so the router's own error boundary catches it as it would any crash.
// Nothing in the shipped app can be made to crash on purpose.
import type { Page } from '@playwright/test';

const pageModule = (name: string) => new RegExp(`/assets/${name}-[^/]+\\.js$`);

/**
 * Makes a page's component (the home page's unless named) throw while rendering, with `status` on the error
 * when given.
 */
export async function breakPage(
  page: Page,
  message: string,
  { status, module = 'home-page' }: { status?: number; module?: string } = {},
): Promise<void> {
  const error = `Object.assign(new Error(${JSON.stringify(message)}), ${JSON.stringify(
    status === undefined ? {} : { status },
  )})`;
  await page.route(pageModule(module), (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export default function HomePage() { throw ${error}; }`,
    }),
  );
}

export async function repairPage(page: Page, module = 'home-page'): Promise<void> {
  await page.unroute(pageModule(module));
}

/** When the seeded data was saved (the server refuses times before 2000). */
const SAVED_AT = Date.UTC(2026, 0, 1);

export const bookmarksJson = JSON.stringify([
  { mediaId: 550, mediaType: 'movie', category: 'watchlist', addedAt: SAVED_AT, updatedAt: SAVED_AT },
  { mediaId: 1396, mediaType: 'tv', category: 'favorites', addedAt: SAVED_AT, updatedAt: SAVED_AT },
]);

export const watchHistoryJson = JSON.stringify({
  '603': {
    id: 603,
    type: 'movie',
    title: 'The Matrix',
    updatedAt: SAVED_AT,
    progress: { watched: 100, duration: 1000 },
  },
});

/** Stores bookmarks and a watch history (already in today's shape) from a page of the site. */
export async function seedLists(page: Page): Promise<void> {
  await page.evaluate(
    ({ bookmarks, history, savedAt }) => {
      localStorage.setItem('bookmarks', bookmarks);
      localStorage.setItem('media-tracking', history);
      localStorage.setItem(
        'local-lock',
        JSON.stringify({
          valid: true,
          values: { lastWatchHistoryUpdateTime: savedAt, lastBookmarkUpdateTime: savedAt },
        }),
      );
    },
    { bookmarks: bookmarksJson, history: watchHistoryJson, savedAt: SAVED_AT },
  );
}

export const storedItem = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(name), key);
