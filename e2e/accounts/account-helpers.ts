// Helpers of the account tests: each test calls from an address of its own (the server limits logins and
// sign-ups per address, and trusts X-Forwarded-For from the loopback peer the tests connect from).
import { expect as baseExpect, type Page } from '@playwright/test';

export const expect = baseExpect.configure({ timeout: 15_000 });

let counter = 0;

/** A fresh client address and account name for one test. */
export function newIdentity(testId: string) {
  counter += 1;
  const tag = `${testId.replace(/[^a-z0-9]/gi, '').slice(-8)}${counter}${Date.now().toString(36).slice(-4)}`;
  const octets = [...tag].reduce((sum, char) => sum + char.charCodeAt(0), counter) % 250;
  return {
    address: `10.${(Date.now() >> 8) % 250}.${octets}.${(counter % 250) + 1}`,
    username: `e2e_${tag}`.slice(0, 30),
    email: `e2e_${tag}@example.org`,
    password: 'sea shanty forty two',
  };
}

export type TIdentity = ReturnType<typeof newIdentity>;

/** Makes the page's requests come from the identity's address. */
export async function callFrom(page: Page, identity: TIdentity): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': identity.address });
}

export async function signUp(page: Page, identity: TIdentity): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(identity.username);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByLabel('Password', { exact: true }).fill(identity.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/account\?tab=account$/);
  await expect(page.getByText(`Ahoy, ${identity.username}!`)).toBeVisible();
}

export async function logIn(
  page: Page,
  identity: TIdentity,
  by: 'username' | 'email' = 'username',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(by === 'email' ? identity.email : identity.username);
  await page.getByLabel('Password', { exact: true }).fill(identity.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\?tab=account$/);
}
