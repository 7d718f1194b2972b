import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { callFrom, expect, newIdentity, signUp } from './account-helpers.ts';

test('sign-up checks each field live, keeps Sign up disabled until all pass, and says why a forced submit fails', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill('ab');
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await page.getByLabel('Email').fill('someone@nowhere');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  // Enter submits the form even while the button is disabled.
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Please fix the errors in the form before submitting before ye set sail!',
  );
  await page.getByLabel('Password', { exact: true }).fill('longer password');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expectNoSeriousA11yViolations(page);
});

test('a new account lands on the account tab, signed in; the top bar shows the username', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  await expect(page.getByRole('banner').getByText(identity.username)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user-info') ?? 'null'));
  expect(stored).toMatchObject({ username: identity.username, email: identity.email, isDonator: false });
  await expect(page.getByRole('link', { name: 'Not a Donator' })).toHaveAttribute('href', '/donate');
});

test("the server's refusal shows, and goes when a field is edited", async ({ page }, info) => {
  const first = newIdentity(info.testId);
  await callFrom(page, first);
  await signUp(page, first);
  await page.evaluate(() => localStorage.removeItem('user-info'));
  await page.goto('/signup');
  await page.getByLabel('Username').fill(first.username.toUpperCase());
  await page.getByLabel('Email').fill(`other.${first.email}`);
  await page.getByLabel('Password', { exact: true }).fill(first.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('This username is already taken');
  await page.getByLabel('Username').fill(`${first.username}x`);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
