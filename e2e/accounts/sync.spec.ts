import { test, type Page } from '@playwright/test';
import { callFrom, expect, logIn, newIdentity, signUp } from './account-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');
// Two devices and several page loads each.
test.setTimeout(90_000);

const MOVIE = '/movies/832-m';

/** The live bookmarks in storage as mediaId:category. */
const storedBookmarks = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('bookmarks') ?? '[]') as {
        mediaId: number;
        category: string;
        deletedAt?: number;
      }[]
    )
      .filter((entry) => entry.deletedAt === undefined)
      .map((entry) => `${entry.mediaId}:${entry.category}`),
  );

test('two devices: a bookmark added on one appears on the other, and a removal stays removed', async ({
  browser,
}, info) => {
  const identity = newIdentity(info.testId);
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const a = await laptop.newPage();
  const b = await phone.newPage();
  await callFrom(a, identity);
  await callFrom(b, identity);

  await signUp(a, identity);
  await expect(a.getByText('Bookmarks synced successfully.')).toBeVisible();
  await a.goto(MOVIE);
  await a.getByRole('button', { name: 'Bookmark M', exact: true }).first().click();
  await expect.poll(() => storedBookmarks(a)).toEqual(['832:watchlist']);
  // A signed-in device sends its changes to the account a moment after they are made.
  await expect
    .poll(() =>
      a.evaluate(() =>
        fetch('/api/users/me/bookmarks')
          .then((r) => r.json())
          .then((j) => j.bookmarks.length),
      ),
    )
    .toBe(1);

  await logIn(b, identity);
  await expect.poll(() => storedBookmarks(b)).toEqual(['832:watchlist']);
  await b.goto('/bookmarks');
  await expect(b.locator('ul[aria-label="Bookmarked titles"] > li')).toHaveCount(1);

  // The phone removes it; the laptop's stale copy must not bring it back.
  await b.goto(MOVIE);
  await b.getByRole('button', { name: 'Bookmark M', exact: true }).first().click();
  await expect.poll(() => storedBookmarks(b)).toEqual([]);
  await expect
    .poll(() =>
      b.evaluate(() =>
        fetch('/api/users/me/bookmarks')
          .then((r) => r.json())
          .then((j) => j.bookmarks.filter((x: { deletedAt?: number }) => !x.deletedAt).length),
      ),
    )
    .toBe(0);
  await a.reload();
  await expect.poll(() => storedBookmarks(a)).toEqual([]);
  await b.reload();
  await expect.poll(() => storedBookmarks(b)).toEqual([]);
  await laptop.close();
  await phone.close();
});

/** Records the text of every toast the page shows, read with `toastsSeen`. */
const recordToasts = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('[data-sonner-toast]'))) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
const toastsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);

test('watch history reaches another device, which alone says so: a sync that brought nothing is no news', async ({
  browser,
}, info) => {
  const identity = newIdentity(info.testId);
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const a = await laptop.newPage();
  const b = await phone.newPage();
  await callFrom(a, identity);
  await callFrom(b, identity);
  const now = Date.now();
  await a.addInitScript((at) => {
    if (localStorage.getItem('media-tracking')) return;
    localStorage.setItem(
      'media-tracking',
      JSON.stringify({
        '832': {
          id: 832,
          type: 'movie',
          title: 'M',
          progress: { watched: 600, duration: 6000 },
          updatedAt: at,
        },
      }),
    );
    localStorage.setItem(
      'local-lock',
      JSON.stringify({ valid: true, values: { lastWatchHistoryUpdateTime: at } }),
    );
  }, now);
  await recordToasts(a);
  await signUp(a, identity);
  await logIn(b, identity);
  await expect
    .poll(() => b.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('media-tracking') ?? '{}'))))
    .toEqual(['832']);
  await expect(b.getByText('Watch progress and history synced successfully.')).toBeVisible();
  // The laptop's own history came back unchanged: no toast there.
  expect((await toastsSeen(a)).filter((text) => text.includes('Watch progress'))).toEqual([]);
  await laptop.close();
  await phone.close();
});
