import { expect, test, type Page } from '@playwright/test';
import { SHELL_PAGE } from './shell-helpers.ts';
import { proveNothingHappensWithin } from '../support/waits.ts';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test('dark by default, even when the system is light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(SHELL_PAGE);
  expect(await isDark(page)).toBe(true);
  expect(await stored(page)).toBeNull();
});

test('the footer toggle switches the theme, saves it, and a reload keeps it', async ({ page }) => {
  await page.goto(SHELL_PAGE);
  const toggle = page.getByRole('button', { name: 'Switch light or dark mode' });
  await toggle.click();
  await expect.poll(() => isDark(page)).toBe(false);
  expect(await stored(page)).toBe('light');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');

  await page.reload();
  expect(await isDark(page)).toBe(false);
  await toggle.click();
  await expect.poll(() => isDark(page)).toBe(true);
  expect(await stored(page)).toBe('dark');
  await page.reload();
  expect(await isDark(page)).toBe(true);
});

test('no flash: the stored theme is on the page before the app script runs', async ({ page }) => {
  await page.goto(SHELL_PAGE);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  // Without the app's JavaScript only the inline script in the page's head can set the theme.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await page.reload();
  expect(await isDark(page)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );
});

test('with no stored choice the theme follows the system colour scheme live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(SHELL_PAGE);
  expect(await isDark(page)).toBe(true);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => isDark(page)).toBe(true);
  expect(await stored(page)).toBeNull();
});

test('once chosen, the system colour scheme no longer changes it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(SHELL_PAGE);
  await page.getByRole('button', { name: 'Switch light or dark mode' }).click();
  await expect.poll(() => isDark(page)).toBe(false);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await proveNothingHappensWithin(page, 100, 'the system scheme does not override the choice');
  expect(await isDark(page)).toBe(false);
});

test('the floating panel has a dark-mode switch that does the same', async ({ page }) => {
  await page.goto(SHELL_PAGE);
  await page.getByTestId('floating-actions').getByRole('button', { name: 'Quick menu' }).click();
  const darkMode = page.getByRole('switch', { name: 'Dark mode' });
  await expect(darkMode).toHaveAttribute('aria-checked', 'true');
  await darkMode.click();
  await expect(darkMode).toHaveAttribute('aria-checked', 'false');
  expect(await isDark(page)).toBe(false);
  expect(await stored(page)).toBe('light');
});
