import { expect, test, type Route } from '@playwright/test';

test.describe.configure({ timeout: 60_000 });
const expectSoon = expect.configure({ timeout: 15_000 });

const MOVIE_DETAILS = /\/api\/tmdb\/3\/movie\/\d+\?append_to_response=/;
const MOVIE_PAGE_CHUNK = '**/assets/movie-page-*.js';

test('going to a title page asks for its data while the page code is still loading', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('media-card').first();
  await expectSoon(card).toBeVisible();

  // Hold the movie page's code until the data request has been seen.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const chunkHeld = new Promise<Route>((resolve) => {
    void page.route(MOVIE_PAGE_CHUNK, async (route) => {
      resolve(route);
      await released;
      await route.continue();
    });
  });
  const dataRequest = page.waitForRequest(MOVIE_DETAILS);

  // A plain click, without hovering first, so nothing was prefetched on intent.
  await card.getByRole('link').dispatchEvent('click');
  await chunkHeld;
  const request = await dataRequest;
  expect(request.url()).toMatch(MOVIE_DETAILS);
  release();

  await expectSoon(page.getByTestId('movie-page')).toBeVisible();
  await expect(page).toHaveURL(/\/movies\/\d+-[^/]+$/);
});

test("hovering a title's link fetches its data before any click", async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const link = page.getByTestId('media-card').first().getByRole('link');
  await expectSoon(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  const id = /^\/movies\/(\d+)/.exec(href)?.[1];
  expect(id).toBeDefined();

  const dataRequest = page.waitForRequest(new RegExp(`/api/tmdb/3/movie/${id}\\?append_to_response=`));
  const chunkRequest = page.waitForRequest(/\/assets\/movie-page-[^/]+\.js$/);
  await link.hover();
  // Link intent is 100 ms of hover.
  await page.clock.runFor(100);
  await dataRequest;
  await chunkRequest;
  expect(page.url()).not.toContain('/movies/');

  // The visit then uses what was fetched: no second request for the same details.
  let again = 0;
  page.on('request', (r) => {
    if (r.url().includes(`/api/tmdb/3/movie/${id}?`)) again += 1;
  });
  await link.click();
  await expectSoon(page.getByTestId('movie-page')).toBeVisible();
  expect(again).toBe(0);
});

test('a page opened directly has its data asked for by the HTML, and the app uses that one answer', async ({
  page,
}) => {
  const details = /\/api\/tmdb\/3\/movie\/832\?append_to_response=/;
  let dataRequests = 0;
  page.on('request', (request) => {
    if (details.test(request.url())) dataRequests += 1;
  });
  // Hold the app's first script until the data request has been seen: only the server's hint can send it.
  const dataRequest = page.waitForRequest(details);
  await page.route('**/assets/index-*.js', async (route) => {
    await dataRequest;
    await route.continue();
  });
  await page.goto('/movies/832-m');
  await expectSoon(page.getByTestId('movie-page')).toBeVisible();
  await expectSoon(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's query took the preloaded answer instead of asking again.
  expect(dataRequests).toBe(1);
});
