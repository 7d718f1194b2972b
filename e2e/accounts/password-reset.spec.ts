import { test } from '@playwright/test';
import { startMailCapture, type TMailCapture } from '../../apps/server/test/support/mail-capture.ts';
import { mailCapturePort } from '../support/mail-capture-port.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { callFrom, expect, logIn, newIdentity, signUp } from './account-helpers.ts';

// Signing in without traps: a warning before the last try, plain words while locked, and a way back in by a
// one-time link e-mailed to a local capture server (the one SMTP_URL names).
test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');

const LOCKED = 'Too many wrong passwords. Sign-in is paused for 15 minutes to protect your account.';

// One capture server on one port: the file's tests run one after another in a single worker, and only where
// they are not skipped.
test.describe.configure({ mode: 'serial' });

let mail: TMailCapture;
test.beforeAll(async ({ browser: _browser }, info) => {
  if (info.project.use.isMobile) return;
  mail = await startMailCapture(mailCapturePort());
});
test.afterAll(async () => mail?.stop());

test('a warning before the last try, then plain words while locked, with the way to recover', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await page.goto('/login');
  const warning = page.getByTestId('login-attempts-warning');
  for (let i = 0; i < 3; i += 1) {
    await page.getByLabel('Email or username').fill(identity.username);
    await page.getByLabel('Password', { exact: true }).fill(`wrong password ${i}`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    if (i < 2) await expect(warning).toBeHidden();
  }
  await expect(warning).toHaveText('2 tries left before a 15-minute pause. Forgot password?');
  await page.getByLabel('Password', { exact: true }).fill('wrong password 3');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(warning).toHaveText('1 try left before a 15-minute pause. Forgot password?');
  await page.getByLabel('Password', { exact: true }).fill('wrong password 4');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText(LOCKED);
  await expect(page.getByRole('alert')).not.toContainText(/Ye|Arr|Oi/);
  await expect(warning).toBeHidden();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
});

test('Forgot password? e-mails a one-time link that sets a new password and signs every device out', async ({
  page,
  browser,
}, info) => {
  // Two browsers, two accessibility scans and several password hashes: over the default 30 s on a busy two-core
  // machine running two workers (16 s alone).
  test.slow();
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  // Another device stays signed in until the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await callFrom(otherPage, identity);
  await logIn(otherPage, identity);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(identity.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address');
  await expectNoSeriousA11yViolations(page);
  await expect.poll(() => mail.resetToken(identity.email), { timeout: 15_000 }).toBeDefined();
  const link = mail.mails
    .findLast((entry) => entry.to.includes(identity.email))!
    .text.match(/http:\/\/\S+token=\S{43}/)![0];

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a brand new sea shanty');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Your password is changed and every device was signed out.',
  );

  // The other device is signed out; the old password no longer works, the new one does.
  await otherPage.goto('/account?tab=account');
  await expect(otherPage.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await other.close();
  await page.getByRole('link', { name: 'Go to login' }).click();
  await page.getByLabel('Email or username').fill(identity.username);
  await page.getByLabel('Password', { exact: true }).fill('a brand new sea shanty');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\?tab=account$/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another sea shanty');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
});

test('an address with no account gets the same answer', async ({ page }, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`nobody_${identity.email}`);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address');
});
