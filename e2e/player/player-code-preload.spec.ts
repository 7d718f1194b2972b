import { expect, test, type Page } from '@playwright/test';
import { holdAnswers } from '../support/waits.ts';
import { MOVIE_PAGE, player } from './player-helpers.ts';

// A title page preloads the player's files and the stream warm-up's worker script once it is idle (listed by the
// server in a meta tag): fetched and compiled, not run, so Watch only runs them. Desktop only: nothing here differs
// by width.
test.skip(({ isMobile }) => isMobile, 'the preload is the same at every width');

/** The player's files the page lists, and how many times each came over the network (not from the cache). */
function laterFiles(page: Page) {
  return page.evaluate(() => {
    const listed = document.querySelector<HTMLMetaElement>('meta[name="marquee-later-code"]')?.content ?? '';
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return listed
      .split(/\s+/)
      .filter(Boolean)
      .map((file) => {
        const fetches = entries.filter(
          (entry) => new URL(entry.name).pathname === file && entry.transferSize > 0,
        );
        return { file, fetches: fetches.length };
      });
  });
}

test("a title page preloads the player's files once idle, and Watch runs them without fetching again", async ({
  page,
}) => {
  await page.goto(MOVIE_PAGE);
  await expect.poll(async () => (await laterFiles(page)).length).toBeGreaterThan(0);
  const listed = await laterFiles(page);
  expect(listed.map(({ file }) => file)).toContainEqual(
    expect.stringMatching(/^\/assets\/player-overlay-[\w-]+\.js$/),
  );
  // The warm-up's worker, made on Watch, would otherwise fetch its script while the sources are searched.
  expect(listed.map(({ file }) => file)).toContainEqual(
    expect.stringMatching(/^\/assets\/warm-stream\.worker-[\w-]+\.js$/),
  );
  // Fetched once the page is idle, before any press, and not run: no player yet.
  await expect
    .poll(async () => (await laterFiles(page)).every(({ fetches }) => fetches >= 1), { timeout: 20_000 })
    .toBe(true);
  await expect(player(page)).toHaveCount(0);
  expect(await page.evaluate(() => customElements.get('media-controller'))).toBeUndefined();

  await page.getByRole('button', { name: 'Watch', exact: true }).first().click();
  await expect(player(page)).toBeVisible();
  // The import after the press found the preloaded modules, and the worker its script in the cache: no listed
  // file came over the network again.
  expect((await laterFiles(page)).filter(({ fetches }) => fetches !== 1)).toEqual([]);
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
