import { expect, test, type Page } from '@playwright/test';
import { holdAnswers } from '../support/waits.ts';
import { MOVIE_PAGE, player } from './player-helpers.ts';

// A title page fetches the player's files once it is idle (listed by the server in a meta tag), without running
// them, so Watch finds them in the browser's cache. Desktop only: nothing here differs by width.
test.skip(({ isMobile }) => isMobile, 'the prefetch is the same at every width');

/** The player's files the page lists, and how each was last fetched (bytes over the network, or 0: cache). */
function laterFiles(page: Page) {
  return page.evaluate(() => {
    const listed = document.querySelector<HTMLMetaElement>('meta[name="marquee-later-code"]')?.content ?? '';
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return listed
      .split(/\s+/)
      .filter(Boolean)
      .map((file) => {
        const fetches = entries.filter((entry) => new URL(entry.name).pathname === file);
        return { file, fetches: fetches.length, lastTransfer: fetches.at(-1)?.transferSize ?? -1 };
      });
  });
}

test("a title page prefetches the player's files once idle, and Watch takes them from the cache", async ({
  page,
}) => {
  await page.goto(MOVIE_PAGE);
  await expect.poll(async () => (await laterFiles(page)).length).toBeGreaterThan(0);
  const listed = await laterFiles(page);
  expect(listed.map(({ file }) => file)).toContainEqual(
    expect.stringMatching(/^\/assets\/player-overlay-[\w-]+\.js$/),
  );
  // Fetched once the page is idle, before any press, and not run: no player yet.
  await expect
    .poll(async () => (await laterFiles(page)).every(({ fetches }) => fetches >= 1), { timeout: 20_000 })
    .toBe(true);
  await expect(player(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  await expect(player(page)).toBeVisible();
  const overlay = (await laterFiles(page)).find(({ file }) => file.includes('player-overlay'));
  // The import after the press came from the cache (no bytes over the network).
  expect(overlay?.fetches).toBe(2);
  expect(overlay?.lastTransfer).toBe(0);
});

test("Watch runs the player's code while its source search is on the network", async ({ page }) => {
  const isPlayerCodeRun = () => page.evaluate(() => customElements.get('media-controller') !== undefined);
  await page.goto(MOVIE_PAGE);
  await expect
    .poll(async () => (await laterFiles(page)).every(({ fetches }) => fetches >= 1), { timeout: 20_000 })
    .toBe(true);
  expect(await isPlayerCodeRun()).toBe(false);
  const release = await holdAnswers(page, /\/api\/sources\/search/);
  await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  // The search has no answer yet, and the player's module (which defines its elements) has run.
  await expect.poll(isPlayerCodeRun).toBe(true);
  await expect(player(page)).toHaveCount(0);
  release();
  await expect(player(page)).toBeVisible();
});

test('the other pages list nothing to prefetch', async ({ page }) => {
  for (const path of ['/', '/movies', '/search?query=star']) {
    const response = await page.goto(path);
    expect(await response?.text()).not.toContain('marquee-later-code');
  }
});
