import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { callFrom, newIdentity, signUp } from '../accounts/account-helpers.ts';
import { section } from '../home/browse-helpers.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { reportWebhookPort, REPORT_WEBHOOK_PATH } from '../support/report-webhook.ts';
import { queryServerDatabase } from '../support/server-database.ts';
import {
  bookmarksJson,
  breakPage,
  repairPage,
  seedLists,
  storedItem,
  watchHistoryJson,
} from './error-helpers.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Oops! Something Broke' });

test('a render error shows the error page: status, message, technical details, its title, in the shell', async ({
  page,
}) => {
  await breakPage(page, 'Error: Service Unavailable', { status: 503 });
  await page.goto('/');
  await expect(heading(page)).toBeVisible();
  await expect(page).toHaveTitle('Oops! Something Broke · Marquee');
  await expect(page.getByTestId('error-status')).toHaveText('503 Unexpected Application Error!');
  await expect(page.getByTestId('error-message')).toHaveText('Error: Service Unavailable');
  await expect(page.getByRole('banner')).toBeVisible();

  const details = page.getByLabel('Technical details');
  await expect(details).toBeHidden();
  await page.getByRole('button', { name: 'Show technical details' }).click();
  await expect(details).toBeVisible();
  await expect(details).toContainText('HomePage');
  await page.getByRole('button', { name: 'Hide technical details' }).click();
  await expect(details).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test("'Reload Page' loads the page again; 'Return Home' leaves for the home page", async ({ page }) => {
  await breakPage(page, 'Kaboom');
  await page.goto('/');
  await expect(heading(page)).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await repairPage(page);
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await expect(section(page, 'Trending Movies').getByTestId('media-card').first()).toBeVisible();
  await expect(heading(page)).toHaveCount(0);
  expect(loads).toBe(1);

  await breakPage(page, 'Kaboom', { module: 'movies-page' });
  await page.goto('/movies');
  await expect(heading(page)).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(section(page, 'Trending Movies').getByTestId('media-card').first()).toBeVisible();
});

test("'Clear Bookmarks' asks, then really clears the bookmarks and nothing else", async ({ page }) => {
  await page.goto('/nowhere');
  await seedLists(page);
  await breakPage(page, 'Kaboom');
  await page.goto('/');
  await page.getByRole('button', { name: 'Clear Bookmarks' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear all bookmarks?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedItem(page, 'bookmarks')).toBe(bookmarksJson);

  await page.getByRole('button', { name: 'Clear Bookmarks' }).click();
  await dialog.getByRole('button', { name: 'Yes, clear bookmarks' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your bookmarks were cleared.' })).toBeVisible();
  expect(await storedItem(page, 'bookmarks')).toBeNull();
  expect(await storedItem(page, 'media-tracking')).toBe(watchHistoryJson);
  await page.goto('/bookmarks');
  await expect(page.getByText('You have no bookmarks yet')).toBeVisible();
});

test("'Clear Watchlist' asks, then really clears the watch history and progress, and nothing else", async ({
  page,
}) => {
  await page.goto('/nowhere');
  await seedLists(page);
  await breakPage(page, 'Kaboom');
  await page.goto('/');
  await page.getByRole('button', { name: 'Clear Watchlist' }).click();
  await page
    .getByRole('dialog', { name: 'Clear your watchlist?' })
    .getByRole('button', { name: 'Yes, clear watchlist' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your watchlist and watch progress were cleared.' }),
  ).toBeVisible();
  expect(await storedItem(page, 'media-tracking')).toBeNull();
  expect(await storedItem(page, 'bookmarks')).toBe(bookmarksJson);
  await page.goto('/history');
  await expect(page.getByRole('status')).toContainText('Nothing watched yet');
});

test("'Reset all app data' empties localStorage, sessionStorage, IndexedDB and Cache Storage, then reloads", async ({
  page,
}) => {
  await page.goto('/nowhere');
  await seedLists(page);
  await page.evaluate(async () => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('ui-token', 'ey-some-token');
    sessionStorage.setItem('some-session-value', '1');
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('marquee-e2e-db', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('things');
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    await (await caches.open('marquee-e2e-cache')).put('/e2e-cached', new Response('cached'));
  });
  await breakPage(page, 'Kaboom');
  await page.goto('/');
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('button', { name: 'Reset all app data' }).click();
  await page
    .getByRole('dialog', { name: 'Reset all app data?' })
    .getByRole('button', { name: 'Yes, reset everything' })
    .click();
  await expect.poll(() => loads).toBe(1);
  await expect(heading(page)).toBeVisible();
  const left = await page.evaluate(async () => ({
    local: ['bookmarks', 'media-tracking', 'theme', 'ui-token'].map((key) => localStorage.getItem(key)),
    session: sessionStorage.getItem('some-session-value'),
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
  }));
  expect(left).toEqual({ local: [null, null, null, null], session: null, databases: [], caches: [] });
  // The theme went with the rest: the page is back to the default, dark.
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a report refused by the server (too many) shows its message, and an unsent one says so', async ({
  page,
}) => {
  await breakPage(page, 'Kaboom');
  await page.goto('/');
  await page.route('**/api/reports', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Too many reports were sent from your address. Please try again later.',
      }),
    }),
  );
  await page.getByRole('button', { name: 'Report This Issue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many reports' })).toHaveText(
    'Too many reports were sent from your address. Please try again later.',
  );
  await expect(page.getByRole('button', { name: 'Report This Issue' })).toBeEnabled();

  await page.unroute('**/api/reports');
  await page.route('**/api/reports', (route) => route.abort());
  await page.getByRole('button', { name: 'Report This Issue' }).click();
  await expect(
    page.getByText('The report could not be sent. Check your connection and try again.'),
  ).toBeVisible();
});

test.describe('a report sent from the error page', () => {
  test.skip(({ isMobile }) => isMobile, 'one receiver port: the desktop run checks it');

  test("goes 'Sending Report...' then 'Issue Reported'; the server stores it and forwards it to the webhook", async ({
    page,
  }) => {
    const bodies: { embeds: { title: string; fields: { name: string; value: string }[] }[] }[] = [];
    const receiver = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        if (request.url === REPORT_WEBHOOK_PATH) bodies.push(JSON.parse(text));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(reportWebhookPort(), '127.0.0.1', resolve));
    try {
      await breakPage(page, 'Error: Service Unavailable', { status: 503 });
      await page.goto('/');
      const words = `It broke when I opened the home page ${Date.now()}`;
      await page.getByRole('textbox', { name: /What were you doing/ }).fill(words);
      // Held until the button has been seen sending.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/reports', async (route) => {
        await held;
        await route.continue();
      });
      const answer = page.waitForResponse('**/api/reports');
      await page.getByRole('button', { name: 'Report This Issue' }).click();
      await expect(page.getByRole('button', { name: 'Sending Report...' })).toBeDisabled();
      release();
      const response = await answer;
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: number };
      await expect(page.getByRole('button', { name: 'Issue Reported' })).toBeDisabled();
      // Stored as sent: where, status, message, the visitor's words, browser, stack (at most 1000), time.
      const [row] = await queryServerDatabase(
        (sql) =>
          sql<
            {
              url: string;
              status: number;
              message: string;
              report: string;
              browser: string;
              stack: string;
              created_at: Date;
            }[]
          >`
            select url, status, message, report, browser, stack, created_at from error_reports where id = ${id}`,
      );
      expect(row).toMatchObject({
        status: 503,
        message: 'Error: Service Unavailable',
        report: words,
      });
      expect(new URL(row!.url).pathname).toBe('/');
      expect(row!.browser).toContain('Chrome');
      expect(row!.stack).toContain('HomePage');
      expect(row!.stack.length).toBeLessThanOrEqual(1000);
      expect(Date.now() - new Date(row!.created_at).getTime()).toBeLessThan(60_000);

      await expect
        .poll(() => bodies.find((body) => body.embeds[0]?.fields.some((field) => field.value === words)))
        .toBeTruthy();
      const embed = bodies.find((body) => body.embeds[0]?.fields.some((field) => field.value === words))!
        .embeds[0]!;
      expect(embed.title).toBe(`Error report #${id}`);
      const field = (name: string) => embed.fields.find((entry) => entry.name === name)?.value ?? '';
      expect(new URL(field('URL')).pathname).toBe('/');
      expect(field('Status')).toBe('503');
      expect(field('Browser')).toContain('Chrome');
      expect(field('Stack trace')).toContain('Error: Service Unavailable');
      // And marked as forwarded, so it is not sent again.
      await expect
        .poll(async () => {
          const rows = await queryServerDatabase(
            (sql) => sql<{ forwarded: boolean }[]>`
              select forwarded_at is not null as forwarded from error_reports where id = ${id}`,
          );
          return rows[0]?.forwarded;
        })
        .toBe(true);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

test.describe('signed in', () => {
  test.skip(({ isMobile }) => isMobile, 'same behaviour on phones');
  test.setTimeout(90_000);

  test("'Clear Bookmarks' and 'Clear Watchlist' clear the account's copies too, so no sync brings them back", async ({
    page,
  }, info) => {
    const identity = newIdentity(info.testId);
    await callFrom(page, identity);
    await signUp(page, identity);
    await seedLists(page);
    // The start-up sync of the next page sends them to the account.
    await page.goto('/nowhere');
    const onAccount = () =>
      page.evaluate(async () => {
        const bookmarks = (await (await fetch('/api/users/me/bookmarks')).json()) as {
          bookmarks: { deletedAt?: number }[];
        };
        const history = (await (await fetch('/api/users/me/watch-history')).json()) as {
          items: Record<string, { deletedAt?: number }>;
        };
        return {
          bookmarks: bookmarks.bookmarks.filter((entry) => entry.deletedAt === undefined).length,
          history: Object.values(history.items).filter((entry) => entry.deletedAt === undefined).length,
        };
      });
    await expect.poll(onAccount).toEqual({ bookmarks: 2, history: 1 });

    await breakPage(page, 'Kaboom');
    await page.goto('/');
    await page.getByRole('button', { name: 'Clear Bookmarks' }).click();
    await page.getByRole('button', { name: 'Yes, clear bookmarks' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your bookmarks were cleared here and on your account.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Clear Watchlist' }).click();
    await page.getByRole('button', { name: 'Yes, clear watchlist' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'were cleared here and on your account.' }),
    ).toBeVisible();
    expect(await onAccount()).toEqual({ bookmarks: 0, history: 0 });

    // A later start-up sync keeps them cleared.
    await page.goto('/bookmarks');
    await expect(page.getByText('You have no bookmarks yet')).toBeVisible();
    await expect.poll(onAccount).toEqual({ bookmarks: 0, history: 0 });
  });
});
