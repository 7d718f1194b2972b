import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { stepClockUntilVisible } from '../support/waits.ts';

const now = Date.now();
// Stored as today's app stores it (§3 shape), upgrade already done.
const history = {
  '83533': {
    id: 83533,
    type: 'movie',
    title: 'Avatar: Fire and Ash',
    year: 2025,
    updatedAt: now - 60_000,
    progress: { watched: 2_700, duration: 10_800 },
  },
  '1396': {
    id: 1396,
    type: 'show',
    title: 'Breaking Bad',
    year: 2008,
    updatedAt: now - 120_000,
    episodes: {
      s1e2: {
        id: 's1e2',
        number: 2,
        seasonNumber: 1,
        title: "Cat's in the Bag...",
        updatedAt: now - 120_000,
        progress: { watched: 1_440, duration: 2_880 },
      },
    },
  },
  '603': { id: 603, type: 'movie', title: 'The Matrix', updatedAt: now - 500, deletedAt: now - 500 },
};

async function seed(page: Page, value: object, upgraded = true) {
  await page.addInitScript(
    ({ stored, isUpgraded }) => {
      // Once per test: a reload must see what the page itself wrote since.
      if (window.sessionStorage.getItem('seeded')) return;
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('media-tracking', stored);
      if (isUpgraded) {
        window.localStorage.setItem(
          'local-lock',
          JSON.stringify({ valid: true, values: { lastWatchHistoryUpdateTime: 1 } }),
        );
      }
    },
    { stored: JSON.stringify(value), isUpgraded: upgraded },
  );
}

test('the history page lists watched titles newest first, with progress bars', async ({ page }) => {
  await seed(page, history);
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Movies and shows you've watched");
  const cards = page.getByTestId('history-card');
  // The removed title (a tombstone) is not listed.
  await expect(cards).toHaveCount(2);
  await expect(cards.getByRole('heading')).toHaveText(['Avatar: Fire and Ash', 'Breaking Bad']);
  await expect(cards.first().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  await expect(cards.nth(1).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(cards.nth(1)).toContainText("S1 E2 · Cat's in the Bag...");
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', '/series/1396-breaking-bad/1/2');
  await expectNoSeriousA11yViolations(page);
});

test('a trending badge shows above popularity 400 only', async ({ page }) => {
  await seed(page, history);
  await page.goto('/history');
  const cards = page.getByTestId('history-card');
  // Avatar: Fire and Ash has popularity 882.7 in the sample catalogue; Breaking Bad 380.5.
  await expect(cards.first().getByTestId('trending-badge')).toHaveText('Trending');
  await expect(cards.first().locator('img')).toHaveAttribute('src', /movie-83533-backdrop/);
  await expect(cards.nth(1).locator('img')).toHaveAttribute('src', /tv-1396-backdrop/);
  await expect(cards.nth(1).getByTestId('trending-badge')).toHaveCount(0);
});

test('removing a title takes it off the page and keeps it off after a reload', async ({ page }) => {
  await seed(page, history);
  await page.goto('/history');
  await page.getByRole('button', { name: 'Remove Breaking Bad from history' }).click();
  await expect(page.getByTestId('history-card')).toHaveCount(1);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('media-tracking') ?? '{}'));
  expect(stored['1396'].deletedAt).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId('history-card').getByRole('heading')).toHaveText(['Avatar: Fire and Ash']);
  // The home row reads the same history.
  await page.goto('/');
  await expect(page.getByTestId('continue-card')).toHaveCount(1);
});

test('with nothing watched the page says so', async ({ page }) => {
  await page.goto('/history');
  await expect(page.getByRole('status')).toContainText('Nothing watched yet');
  await expect(page.getByTestId('history-card')).toHaveCount(0);
});

test('old watch data is upgraded once, with a toast that lasts 10 s', async ({ page }) => {
  // The page's time moves only when the test moves it, so the toast's 10 s count from its showing however long
  // a busy machine takes to load the page.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await seed(
    page,
    {
      '603': {
        type: 'movie',
        title: 'The Matrix',
        poster: '/old.jpg',
        updatedAt: now,
        progress: { watched: 100, duration: 1000 },
        episodes: { s1e1: {} },
      },
    },
    false,
  );
  await page.goto('/history');
  const toast = page.getByText('Your watch progress is being edited');
  await stepClockUntilVisible(page, toast);
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('media-tracking') ?? '{}'));
  expect(stored['603']).toEqual({
    id: 603,
    type: 'movie',
    title: 'The Matrix',
    updatedAt: now,
    progress: { watched: 100, duration: 1000 },
  });
  await page.clock.runFor(9_000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(toast).toBeHidden();
  await page.clock.resume();
  await expect(page.getByTestId('history-card')).toHaveCount(1);
  // Only once: the time is set now.
  await page.reload();
  await expect(page.getByTestId('history-card')).toHaveCount(1);
  await expect(toast).toHaveCount(0);
});
