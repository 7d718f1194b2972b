import { test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { BROWSE_TEST_TIMEOUT_MS, expect, section } from './browse-helpers.ts';

test.describe.configure({ timeout: BROWSE_TEST_TIMEOUT_MS });

const now = Date.now();
const history = {
  '603': {
    type: 'movie',
    title: 'The Matrix',
    year: 1999,
    updatedAt: now - 3_600_000,
    progress: { watched: 1_700, duration: 8_160 },
  },
  '1396': {
    type: 'show',
    title: 'Breaking Bad',
    year: 2008,
    updatedAt: now - 60_000,
    episodes: {
      s1e1: {
        id: 62085,
        number: 1,
        title: 'Pilot',
        seasonId: 3572,
        updatedAt: now - 120_000,
        progress: { watched: 3_480, duration: 3_480 },
      },
      s1e2: {
        id: 62086,
        number: 2,
        title: "Cat's in the Bag...",
        seasonId: 3572,
        updatedAt: now - 60_000,
        progress: { watched: 1_440, duration: 2_880 },
      },
    },
  },
  '550': {
    type: 'movie',
    title: 'Fight Club',
    year: 1999,
    updatedAt: now - 86_400_000,
    progress: { watched: 500, duration: 8_340 },
  },
};

async function seed(page: Page, value: string) {
  await page.addInitScript((stored) => window.localStorage.setItem('media-tracking', stored), value);
}

test('continue watching lists the watched titles newest first, with progress', async ({ page }) => {
  await seed(page, JSON.stringify(history));
  await page.goto('/');
  const row = section(page, 'Continue Watching');
  const cards = row.getByTestId('continue-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText(['Breaking Bad', 'The Matrix', 'Fight Club']);
  // A show resumes at its latest episode.
  await expect(cards.first()).toContainText("S1 E2 · Cat's in the Bag...");
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', '/series/1396-breaking-bad/1/2');
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', '/movies/603-the-matrix');
  await expect(cards.first().getByTestId('progress-bar')).toHaveAttribute('style', /width: 50%/);
  await expect(cards.nth(1).getByTestId('progress-bar')).toHaveAttribute('style', /width: 21%/);
  await expect(cards.nth(1)).toContainText('21% watched');
  // The artwork comes from the title's details.
  await expect(cards.first().locator('img')).toHaveAttribute('src', /tv-1396-backdrop/);
});

test('continue watching has no serious accessibility violations', async ({ page }) => {
  await seed(page, JSON.stringify(history));
  await page.goto('/');
  await expect(section(page, 'Continue Watching').getByTestId('continue-card')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
});

test('continue watching is absent when nothing was watched', async ({ page }) => {
  await page.goto('/');
  await expect(section(page, 'Trending Movies').getByTestId('media-card').first()).toBeVisible();
  await expect(page.getByTestId('continue-watching')).toHaveCount(0);
});

test('bad watch data is tolerated: the page works and the row stays away', async ({ page }) => {
  await seed(page, '{"603": "oops", "x": {"type": "movie"}, broken');
  await page.goto('/');
  await expect(section(page, 'Trending Movies').getByTestId('media-card').first()).toBeVisible();
  await expect(page.getByTestId('continue-watching')).toHaveCount(0);
});

test('good entries survive next to bad ones', async ({ page }) => {
  await seed(page, JSON.stringify({ '603': history['603'], '7': null, abc: { type: 'show' }, '9': [1, 2] }));
  await page.goto('/');
  await expect(section(page, 'Continue Watching').getByTestId('continue-card')).toHaveCount(1);
});
