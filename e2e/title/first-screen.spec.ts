import { expect, test, type Page } from '@playwright/test';

// A movie or series page's HTML carries its first screen, drawn by the server with the app's own components
// (apps/web/src/first-screen/): it paints before any script runs, and the app draws the same in the same place.

test.describe.configure({ timeout: 60_000 });
const expectSoon = expect.configure({ timeout: 15_000 });

/** Where the hero's parts are on the screen. */
function heroBoxes(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      return rect && { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    return {
      backdrop: box('article > header img'),
      heading: box('h1'),
      genres: box('ul[aria-label="Genres"]'),
      // The page grows below the hero once the app draws the rest.
      main: { ...box('main'), height: undefined },
    };
  });
}

for (const { path, title, testId } of [
  { path: '/movies/832-m', title: 'M', testId: 'movie-page' },
  { path: '/series/1396-breaking-bad', title: 'Breaking Bad', testId: 'series-page' },
]) {
  test(`${path}: the first screen comes with the HTML, before any script runs`, async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(path);
    await expect(page.getByTestId(testId).getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Genres' })).toBeVisible();
    const backdrop = page.locator('article > header img');
    await expectSoon
      .poll(() => backdrop.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // The buttons come with the app.
    await expect(page.getByRole('button', { name: /Watch|Play/ })).toHaveCount(0);
  });

  test(`${path}: the app draws its page where the server's first screen was`, async ({ page }) => {
    let startApp = () => undefined as void;
    const appHeld = new Promise<void>((resolve) => (startApp = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    // Not waiting for the load event: it waits for the app's script, held here.
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectSoon
      .poll(() => page.locator('article > header img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const before = await heroBoxes(page);
    startApp();
    await expectSoon(page.getByRole('button', { name: /^(Watch|Play)/ }).first()).toBeVisible();
    expect(await heroBoxes(page)).toEqual(before);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
  });
}

test('other pages are drawn by the app alone', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  for (const path of ['/', '/search?query=star', '/series/1396-breaking-bad/1/1', '/movies/999999-nothing']) {
    await page.goto(path);
    await expect(page.locator('#root')).toBeEmpty();
  }
});
