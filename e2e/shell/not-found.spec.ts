import { expect, test } from '@playwright/test';
import { proveNothingHappensWithin } from '../support/waits.ts';

test('Not-found page: 404, its title and text, in the site shell', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // The address itself answers 404, as search engines and link checkers read it.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(
    page.getByText("The page you're looking for doesn't exist, is being built, or has been moved."),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
});

test("'Go Back' goes back in history", async ({ page }) => {
  await page.goto('/first-unknown-page');
  await page.goto('/second-unknown-page');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/first-unknown-page$/);
});

test("'Browse movies' leads to /movies", async ({ page }) => {
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Browse movies' }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
});

test('an unknown path reached inside the app shows the Not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.getByRole('link', { name: 'Browse movies' }).click();
  await expect(page).toHaveURL(/\/movies$/);
  // A client-side navigation, as a link to a missing page would make.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/categories/action/not/a/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a route module that fails to load reloads the page once, then shows the error page', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(/\/assets\/movies-page-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Browse movies' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something Broke' })).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('Unexpected Application Error!');
  await expect(page).toHaveURL(/\/movies$/);
  await proveNothingHappensWithin(page, 500, 'the page reloads only once');
  expect(loads).toBe(1);

  // Once the module is reachable again, reloading recovers.
  await page.unroute(/\/assets\/movies-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(page.getByRole('heading', { name: 'Oops! Something Broke' })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('marquee:route-module-reload')))
    .toBeNull();
});

test('every page of the site answers 200, any other address 404', async ({ request }) => {
  for (const path of [
    '/',
    '/movies',
    '/series/1396/1/1',
    '/forgot-password',
    '/reset-password',
    '/account',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  for (const path of ['/moviess', '/series/1396/1', '/account/settings', '/no/such/page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<div id="root">');
  }
});
