import { test } from '@playwright/test';
import { callFrom, expect, logIn, newIdentity, signUp } from './account-helpers.ts';

test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');

const REPLACEMENT = 'Oi! Login failed. Double-check yer details and give it another shot, will you?';
const LOCKED = 'Too many wrong passwords. Sign-in is paused for 15 minutes to protect your account.';

test('login by username or email; a failure shows the server text, then the replacement message', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.clock.install();
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Login' });
  await page.getByLabel('Email or username').fill('ab');
  await expect(page.getByText('Please enter a valid email or username')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email or username').fill(identity.username);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email, username or password');
  await page.clock.runFor(2500);
  await expect(page.getByRole('alert')).toHaveText(REPLACEMENT);
  await logIn(page, identity, 'email');
  await expect(page.getByText(`Ahoy, ${identity.username}!`)).toBeVisible();
});

test('five failures lock the form for 15 minutes with a countdown, across a reload', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await page.clock.install();
  await page.goto('/login');
  for (let i = 0; i < 5; i += 1) {
    await page.getByLabel('Email or username').fill(identity.username);
    await page.getByLabel('Password', { exact: true }).fill(`wrong password ${i}`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toContainText(LOCKED);
  await expect(page.getByTestId('login-countdown')).toHaveText('Try again in 15:00');
  await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
  await page.clock.runFor(61_000);
  await expect(page.getByTestId('login-countdown')).toHaveText('Try again in 13:59');
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(LOCKED);
  expect(await page.evaluate(() => localStorage.getItem('loginAttempts'))).toBe('5');
  await page.clock.runFor(14 * 60_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByLabel('Email or username')).toBeEnabled();
});
