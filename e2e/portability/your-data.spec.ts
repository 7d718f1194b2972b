import fs from 'node:fs/promises';
import { callFrom, expect, newIdentity, signUp } from '../accounts/account-helpers';
import { test } from '@playwright/test';

test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');

// A Letterboxd watchlist export: one title the sample catalogue has, one it does not, and a spreadsheet
// formula that must stay plain text.
const WATCHLIST_CSV = [
  'Date,Name,Year,Letterboxd URI',
  '2024-05-01,King Kong,1933,https://boxd.it/aaaa',
  '2024-05-02,No Such Film Anywhere,1901,https://boxd.it/bbbb',
  '2024-05-03,"=HYPERLINK(""https://example.org"",""click"")",2020,https://boxd.it/cccc',
].join('\n');

test('the account exports one JSON file, and an import shows its preview before anything is saved', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  await page.goto('/account?tab=content');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8'));
  expect(exported).toMatchObject({ format: 'marquee-export', version: 1 });
  expect(exported.account.username).toBe(identity.username);

  await page.getByLabel('Choose a file').setInputFiles({
    name: 'watchlist.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(WATCHLIST_CSV),
  });
  const preview = page.getByRole('table', { name: 'Import preview' });
  // Columns: to add, to update, unchanged.
  await expect(preview.getByRole('row', { name: /Bookmarks/ }).getByRole('cell')).toHaveText(['1', '0', '0']);
  const unmatched = page.getByRole('list', { name: 'Unmatched titles' });
  await expect(unmatched).toContainText('No Such Film Anywhere');
  await expect(unmatched).toContainText('=HYPERLINK');

  // Nothing is saved by the preview.
  await page.goto('/bookmarks');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('link', { name: /King Kong/ })).toHaveCount(0);

  await page.goto('/account?tab=content');
  await page.getByLabel('Choose a file').setInputFiles({
    name: 'watchlist.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(WATCHLIST_CSV),
  });
  await expect(page.getByRole('table', { name: 'Import preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Imported.')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Import result' })
      .getByRole('row', { name: /Bookmarks/ })
      .getByRole('cell'),
  ).toHaveText(['1', '0', '0']);
  await page.goto('/bookmarks');
  await expect(page.getByRole('link', { name: /King Kong/ }).first()).toBeVisible();
});

test('deleting the account asks for the password and a second press, then signs out for good', async ({
  page,
}, info) => {
  const identity = newIdentity(info.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByLabel('Password').fill(identity.password);
  await section.getByRole('button', { name: 'Delete account' }).click();
  await expect(section.getByText('This cannot be undone.')).toBeVisible();
  await section.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByRole('heading', { name: 'Account deleted' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep it in this browser' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email or username').fill(identity.username);
  await page.getByLabel('Password', { exact: true }).fill(identity.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
