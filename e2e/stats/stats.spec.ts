import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { openPlayer, MOVIE_PAGE } from '../player/player-helpers.ts';

const figure = (page: Page, label: string) => page.locator('dl > div').filter({ hasText: label });
const loadMeter = (page: Page) => page.getByRole('meter', { name: 'Server load' });

const EMPTY_STATS = {
  launchDate: '2025-02-23',
  daysSinceLaunch: 10,
  titlesPlayed: 0,
  dailyAverage: 0,
  totalWatchTime: 0,
  activeUsers: { today: 0, week: 0, month: 0 },
  accounts: 0,
  topTitles: [],
  watchesByDay: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({ day, count: 0 })),
  serverLoad: 12,
  generatedAt: '2025-03-05T10:00:00.000Z',
};

/** A play of Frankenstein as the player reports it: the source search's play token first, then the play. */
async function recordPlay(request: APIRequestContext, viewer: string) {
  const search = await request.post('/api/sources/search', {
    data: { type: 'movie', title: 'Frankenstein', tmdbId: '3035', viewer },
  });
  const found = /event: found\ndata: (.*)\n/.exec(await search.text());
  const { playToken } = JSON.parse(found?.[1] ?? '{}') as { playToken?: string };
  expect(playToken).toBeTruthy();
  return request.post('/api/activity/play', {
    data: { mediaType: 'movie', titleId: 3035, viewer, token: playToken },
  });
}

test('shows real figures once a play is recorded', async ({ page, request }) => {
  // Two viewers: a play counts once per viewer, title and day.
  for (const viewer of [randomUUID(), randomUUID()]) {
    expect((await recordPlay(request, viewer)).status()).toBe(200);
  }
  // Without the search's token, a play is refused and not counted.
  const forged = await request.post('/api/activity/play', {
    data: { mediaType: 'movie', titleId: 3035, viewer: randomUUID() },
  });
  expect(forged.status()).toBe(400);
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Stats', level: 1 })).toBeVisible();
  await expect(figure(page, 'Launched')).toContainText('February 23, 2025');
  const played = Number(await figure(page, 'Titles played').locator('dd').first().textContent());
  expect(played).toBeGreaterThanOrEqual(2);
  await expect(figure(page, 'Titles played')).toContainText('a day on average');
  const top = page.getByRole('list', { name: 'Most watched titles' });
  await expect(top.getByRole('link', { name: 'Frankenstein' })).toHaveAttribute(
    'href',
    '/movies/3035-frankenstein',
  );
  await expect(page.getByRole('list', { name: 'Plays by day of week' }).getByRole('listitem')).toHaveCount(7);
  const today = page
    .locator('dl > div')
    .filter({ has: page.getByText('Today', { exact: true }) })
    .locator('dd');
  expect(Number(await today.textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('No plays recorded yet.', { exact: false })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('says so where there is no data yet, instead of inventing numbers', async ({ page }) => {
  await page.route('**/api/stats', (route) => route.fulfill({ json: EMPTY_STATS }));
  await page.goto('/stats');
  await expect(page.getByRole('status')).toContainText('No plays recorded yet.');
  await expect(page.getByText('No title has been played yet.')).toBeVisible();
  await expect(page.getByText('No plays yet, so nothing to chart.')).toBeVisible();
  await expect(figure(page, 'Titles played')).toContainText('none yet');
});

test('colours the server-load bar green under 70, yellow under 90 and red otherwise', async ({ page }) => {
  let load = 69;
  await page.route('**/api/stats', (route) => route.fulfill({ json: { ...EMPTY_STATS, serverLoad: load } }));
  for (const [value, colour] of [
    [69, 'green'],
    [70, 'yellow'],
    [89, 'yellow'],
    [90, 'red'],
  ] as const) {
    load = value;
    await page.goto('/stats');
    await expect(loadMeter(page)).toHaveAttribute('aria-valuenow', String(value));
    await expect(loadMeter(page)).toHaveAttribute('data-colour', colour);
  }
});

test("the real server's load is shown with its colour", async ({ page }) => {
  await page.goto('/stats');
  const value = Number(await loadMeter(page).getAttribute('aria-valuenow'));
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThanOrEqual(100);
  const colour = value < 70 ? 'green' : value < 90 ? 'yellow' : 'red';
  await expect(loadMeter(page)).toHaveAttribute('data-colour', colour);
});

test('the player reports the play it starts, with the play token its source search gave', async ({
  page,
}) => {
  const reported = page.waitForResponse(
    (res) => res.url().endsWith('/api/activity/play') && res.request().method() === 'POST',
  );
  await openPlayer(page, MOVIE_PAGE);
  const answer = await reported;
  const body = answer.request().postDataJSON() as { mediaType: string; titleId: number; viewer: string };
  expect(body).toMatchObject({ mediaType: 'movie', titleId: 83533, token: expect.any(String) });
  expect(body.viewer).toMatch(/^[0-9a-f-]{36}$/);
  // The server took the token as this viewer's, for this title: the play counts.
  expect(answer.status()).toBe(200);
  // The browser keeps its number for the month.
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('viewer-id') ?? 'null'));
  expect(stored).toEqual({ id: body.viewer, month: new Date().toISOString().slice(0, 7) });
});
