import { test } from '@playwright/test';
import { callFrom, expect, newIdentity, signUp } from '../accounts/account-helpers.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const snapshot = (title: string) => ({ title, posterPath: null, date: '2020-05-01', voteAverage: 7.1 });

test('publish a category, open it with no account, unpublish: the link then says the list is not shared', async ({
  page,
  browser,
}, testInfo) => {
  // Sign-up, a sync, two browsers and an accessibility check: longer than one page's test.
  test.slow();
  const identity = newIdentity(testInfo.testId);
  await callFrom(page, identity);
  await signUp(page, identity);
  const synced = await page.evaluate(
    async (bookmarks) => {
      const res = await fetch('/api/sync/bookmarks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bookmarks }),
      });
      return res.status;
    },
    [
      {
        mediaId: 910_101,
        mediaType: 'movie',
        category: 'Weekend',
        addedAt: 1_700_000_000_000,
        snapshot: snapshot('Harbour Lights'),
      },
      {
        mediaId: 910_102,
        mediaType: 'tv',
        category: 'Weekend',
        addedAt: 1_700_000_001_000,
        snapshot: snapshot('Night Ferry'),
      },
      {
        mediaId: 910_103,
        mediaType: 'movie',
        category: 'watchlist',
        addedAt: 1_700_000_002_000,
        snapshot: snapshot('Private Pick'),
      },
    ],
  );
  expect(synced).toBe(200);

  await page.goto('/bookmarks?category=Weekend');
  const sharing = page.getByRole('group', { name: 'Sharing of Weekend' });
  await expect(sharing).toContainText('Weekend is private.');
  await sharing.getByRole('button', { name: 'Publish link' }).click();
  await expect(sharing).toContainText('Weekend is shared');
  await expect(sharing.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const id = await page.evaluate(async () => {
    const res = await fetch('/api/users/me/lists');
    return ((await res.json()) as { lists: { id: string }[] }).lists[0]?.id ?? '';
  });
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

  // Someone with the link and no account.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`/lists/${id}`);
  await expect(other.getByRole('heading', { name: 'Weekend', level: 1 })).toBeVisible();
  const titles = other.getByRole('list', { name: 'Titles' }).getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(['Night Ferry', 'Harbour Lights']);
  await expect(other.getByText('Private Pick')).toHaveCount(0);
  await expect(other.getByText(identity.username)).toHaveCount(0);
  await expectNoSeriousA11yViolations(other);

  await sharing.getByRole('button', { name: 'Unpublish' }).click();
  await expect(sharing).toContainText('Weekend is private.');
  await other.reload();
  await expect(other.getByRole('heading', { name: "This list isn't shared", level: 1 })).toBeVisible();
  await expect(other.getByText('Its owner stopped sharing it')).toBeVisible();
  const answer = await other.request.get(`/api/lists/${id}`);
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toEqual({ error: 'This list does not exist or is no longer shared.' });
  await stranger.close();
});
