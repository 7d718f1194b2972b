import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { callFrom, expect, newIdentity, signUp } from './account-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');

test('without an account, the account tab offers Go To Login; the default tab is player', async ({
  page,
}) => {
  await page.goto('/account?tab=account');
  await expect(page.getByRole('link', { name: 'Go To Login' })).toHaveAttribute('href', '/login');
  await page.goto('/account');
  await expect(page.getByRole('tab', { name: 'Player' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('switch', { name: 'Autoplay' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('the name saves (a second save within 6 s is ignored), and username and email are read-only', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await page.clock.install();
  await signUp(page, identity);
  await expect(page.getByLabel('Username')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/me/updateName')) saves.push(request.postData() ?? '');
  });
  await page.getByLabel('Name', { exact: true }).fill('Anne Bonny');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ahoy, Anne Bonny!')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Mary Read');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.clock.runFor(1000);
  expect(saves).toHaveLength(1);
  await page.clock.runFor(6000);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Ahoy, Mary Read!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Mary Read');
});

test('a failed save says Error while saving', async ({ page }, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  await page.route('**/api/users/me/updateName', (route) =>
    route.fulfill({ status: 500, body: '{"error":"down"}' }),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error while saving');
});

test('settings take effect: the theme follows the appearance tab, and stays after a reload', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await page.goto('/account?tab=appearance');
  const html = page.locator('html');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
  await expect(html).toHaveClass(/dark/);
  // The account's caption choices become the player's caption settings.
  await page.getByRole('combobox', { name: 'Caption size' }).selectOption('large');
  await page.getByRole('combobox', { name: 'Caption colour' }).selectOption('yellow');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('player-settings') ?? '{}')),
  ).toMatchObject({
    fontSizeScale: 1.5,
    textColor: 'yellow',
  });
  await page.goto('/account?tab=player');
  await page.getByRole('switch', { name: 'Autoplay' }).click();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'))).toMatchObject({
    theme: 'dark',
    autoplay: false,
  });
});

test('signing other devices out ends their sessions', async ({ browser, page }, info) => {
  // Two browsers and several password hashes: over the default 30 s on a busy two-core machine running two
  // workers (12 s alone).
  test.slow();
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await callFrom(otherPage, identity);
  await otherPage.goto('/login');
  await otherPage.getByLabel('Email or username').fill(identity.username);
  await otherPage.getByLabel('Password', { exact: true }).fill(identity.password);
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await expect(otherPage).toHaveURL(/\/account\?tab=account$/);
  await page.reload();
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);
  // The other device finds itself signed out on its next start-up.
  await otherPage.reload();
  await expect(otherPage.getByRole('link', { name: 'Go To Login' })).toBeVisible();
  await other.close();
});
