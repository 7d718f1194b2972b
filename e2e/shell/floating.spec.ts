import { expect, test } from '@playwright/test';
import { FIXTURE_SITE } from '../support/site-fixture.ts';
import { makePageTall, scrollToY, SHELL_PAGE } from './shell-helpers.ts';
import { proveNothingHappensWithin } from '../support/waits.ts';

test.beforeEach(async ({ page }) => {
  await page.goto(SHELL_PAGE);
  await makePageTall(page);
});

test('one floating button; its panel has the community chat, and scroll-to-top once past 500 px', async ({
  page,
}) => {
  const stack = page.getByTestId('floating-actions');
  await expect(stack.getByRole('button')).toHaveCount(1);
  await expect(stack.getByRole('link')).toHaveCount(0);
  const toggle = stack.getByRole('button', { name: 'Quick menu' });
  // The first community link of the server's site.json.
  const [community] = FIXTURE_SITE.community;
  const chat = stack.getByRole('link', { name: `${community!.name} (opens in a new tab)` });
  const toTop = stack.getByRole('button', { name: 'Scroll to top' });
  await toggle.click();
  await expect(chat).toHaveAttribute('href', community!.url);
  await expect(toTop).toHaveCount(0);
  await toggle.click();

  await scrollToY(page, 480);
  await toggle.click();
  await proveNothingHappensWithin(
    page,
    200,
    'past its 50 ms debounce, scroll-to-top stays away below 500 px',
  );
  await expect(toTop).toHaveCount(0);
  await toggle.click();

  await scrollToY(page, 520);
  await toggle.click();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
});

test('the menu toggle opens a panel with a dark-mode switch and its links; an outside click closes it', async ({
  page,
}) => {
  const toggle = page.getByTestId('floating-actions').getByRole('button', { name: 'Quick menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('group', { name: 'Quick menu' });
  await expect(panel.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  // The quick links, then the community chat.
  const links = (await panel.getByRole('link').all()).slice(0, -1);
  expect(await Promise.all(links.map((l) => l.textContent()))).toEqual([
    'Account',
    'Categories',
    'Bookmarks',
    'Netflix & Others',
    'Donate',
  ]);
  expect(await Promise.all(links.map((l) => l.getAttribute('href')))).toEqual([
    '/account?tab=account',
    '/categories',
    '/bookmarks',
    '/networks',
    '/donate',
  ]);

  await page.getByRole('heading', { name: 'Page Not Found' }).click();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the panel closes on Escape with focus back on its toggle, and when a link is followed', async ({
  page,
}) => {
  const toggle = page.getByTestId('floating-actions').getByRole('button', { name: 'Quick menu' });
  const panel = page.getByRole('group', { name: 'Quick menu' });
  await toggle.click();
  await panel.getByRole('switch', { name: 'Dark mode' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await panel.getByRole('link', { name: 'Netflix & Others' }).click();
  await expect(page).toHaveURL(/\/networks$/);
  await expect(panel).toBeHidden();
});
