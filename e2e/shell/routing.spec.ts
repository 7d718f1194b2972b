import { expect, test } from '@playwright/test';
import { SHELL_PAGE } from './shell-helpers.ts';
import { proveNothingHappensWithin } from '../support/waits.ts';

test('hovering or focusing a link for 100 ms preloads its page module; a shorter touch does not', async ({
  page,
}) => {
  await page.goto(SHELL_PAGE);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/movies-page-[^/]+\.js$/.test(request.url())) requested.push(request.url());
  });
  const link = page.getByRole('main').getByRole('link', { name: 'Browse movies' });

  await link.evaluate((el: HTMLElement) => {
    el.focus();
    el.blur();
  });
  await proveNothingHappensWithin(page, 400, 'a focus shorter than 100 ms prefetches nothing');
  expect(requested).toEqual([]);

  await link.focus();
  await expect.poll(() => requested.length).toBe(1);
  // The page is already loaded when the visitor clicks.
  await link.click();
  await expect(page).toHaveURL(/\/movies$/);
  expect(requested).toHaveLength(1);
});

test('a named modal opens over the page from navigation state; closing returns to the page', async ({
  page,
}) => {
  await page.goto(SHELL_PAGE);
  const about = page.getByRole('contentinfo').getByRole('button', { name: 'About' });
  await about.click();
  const dialog = page.getByRole('dialog', { name: 'About Marquee' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHELL_PAGE}$`));
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeAttached();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${SHELL_PAGE}$`));

  // Back closes it too, staying on the page.
  await about.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${SHELL_PAGE}$`));

  await about.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
